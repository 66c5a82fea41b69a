/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, so the server
 * (@fastify/static `preCompressed`) sends brotli or gzip at the best level without spending CPU
 * per request. index.html is left out: the server rewrites it per configuration and compresses
 * what it sends.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its extra headers cost. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Compresses `dir` in place; returns how many files got compressed copies. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const raw = readFileSync(path);
    if (raw.length < MIN_BYTES) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
    count += 1;
  }
  return count;
}

/** Vite plugin: precompresses the output folder once everything (the service worker too) is written. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mkopo-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        // resolve, not join: the output folder may be absolute (E2E_DIST_DIR, --outDir).
        precompressDir(resolve(config.root, config.build.outDir));
      },
    },
  };
}
