/** Builds the SPA with Vite when DIST_DIR has no index.html, so `npm start` works on a fresh clone. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export async function ensureSpaBuilt(distDir: string, log: FastifyBaseLogger): Promise<void> {
  if (existsSync(join(distDir, 'index.html'))) return;
  log.info({ distDir }, 'building the web app (vite build)');
  await new Promise<void>((resolvePromise, reject) => {
    const child = spawn('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`vite build exited with ${code}`))));
  });
}
