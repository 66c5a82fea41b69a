/**
 * Compressed answers (docs/architecture.md §6): API JSON and the rendered index.html above 1 KB go out as brotli
 * or gzip when the phone accepts it. Built assets already have .br/.gz copies (scripts/vite/
 * precompress.ts) that @fastify/static sends as they are; this plugin leaves those alone because
 * they carry a Content-Encoding already.
 */
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { constants } from 'node:zlib';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4 compresses a few KB of JSON in well under a millisecond and still beats gzip -6.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Phones never send compressed bodies; uploads stay as they came.
    globalDecompression: false,
  });
}
