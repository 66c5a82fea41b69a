/**
 * `npm start`: runs the server built to JavaScript (dist-server/), building it first when it is
 * missing or older than the sources (a second or so, once), so no transpiler runs at start.
 * Should the build fail, the sources run through tsx as before: `npm start` always starts.
 * SERVER_BUILD=0 skips the build (tsx), for whoever debugs the sources themselves.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import cluster from 'node:cluster';
import { buildServer, isCurrent, mainOf } from './server-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${root}dist-server`;

async function main() {
  const wanted = !['0', 'false', 'no', 'off'].includes((process.env.SERVER_BUILD ?? '').trim());
  // Forked servers (WEB_CONCURRENCY) find the build their primary made.
  if (wanted && cluster.isPrimary && !isCurrent(root, outDir)) {
    try {
      const ms = await buildServer(root, outDir);
      console.error(`built the server into dist-server/ in ${ms} ms`);
    } catch (error) {
      console.error('server build failed; running the sources through tsx', error);
      return runSources();
    }
  }
  if (!wanted) return runSources();
  await import(pathToFileURL(mainOf(outDir)).href);
}

async function runSources() {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(`${root}src/server/main.ts`).href);
}

await main();
