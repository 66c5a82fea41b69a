/**
 * The built SPA (DIST_DIR): hashed files under /assets are cached for a year, index.html is
 * revalidated every time so a deploy reaches phones at once.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

const YEAR_S = 365 * 24 * 3600;

/** Serves `distDir` when it exists; returns whether the SPA is available. */
export async function registerStatic(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    cacheControl: false,
    preCompressed: true,
    setHeaders(reply, path) {
      const cache = /[\\/]assets[\\/]/.test(path) ? `public, max-age=${YEAR_S}, immutable` : 'no-cache';
      reply.header('cache-control', cache);
    },
  });
  return true;
}

/** Paths that never fall back to index.html: the API, the sandbox and missing hashed assets. */
export function isSpaPath(url: string): boolean {
  return !/^\/(api|cou|sandbox|assets)(\/|$|\?)/.test(url);
}

export function sendIndex(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
