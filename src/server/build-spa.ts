/** Builds the SPA with Vite when DIST_DIR has no index.html, so `npm start` works on a fresh clone. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A build empties its output folder first: refuse one that holds the project (the project itself,
 * a folder above it) or looks like a source tree (package.json, .git), so a wrong setting cannot
 * erase the code.
 */
export function assertBuildDir(dir: string, project = process.cwd()): string {
  const out = resolve(dir);
  const root = resolve(project);
  if (root === out || root.startsWith(out.endsWith(sep) ? out : out + sep)) {
    throw new Error(`refusing to build into ${out}: it holds the project ${root}`);
  }
  if (existsSync(join(out, 'package.json')) || existsSync(join(out, '.git'))) {
    throw new Error(`refusing to build into ${out}: it is a source folder, not a build folder`);
  }
  return out;
}

export async function ensureSpaBuilt(distDir: string, log: FastifyBaseLogger): Promise<void> {
  if (existsSync(join(distDir, 'index.html'))) return;
  const outDir = assertBuildDir(distDir);
  log.info({ distDir: outDir }, 'building the web app (vite build)');
  await new Promise<void>((resolvePromise, reject) => {
    const child = spawn('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`vite build exited with ${code}`)),
    );
  });
}
