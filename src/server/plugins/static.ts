/**
 * The built SPA (DIST_DIR): hashed files under /assets are cached for a year, index.html is
 * revalidated every time so a deploy reaches phones at once.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { loadIndexHtml } from './index-html';
import { registerManifest } from './manifest';
import { withPagePolicy } from './security-headers';

const YEAR_S = 365 * 24 * 3600;

/** Serves `distDir` when it exists; returns the rendered index.html, or null without a SPA. */
export async function registerStatic(
  app: FastifyInstance,
  distDir: string,
  config: { packageName: string; appName: string },
): Promise<string | null> {
  if (!existsSync(join(distDir, 'index.html'))) return null;
  const indexHtml = loadIndexHtml(distDir, config);
  await app.register(fastifyStatic, {
    root: distDir,
    // index.html is always the rendered one (below and in the not-found fallback).
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(reply, path) {
      const cache = /[\\/]assets[\\/]/.test(path)
        ? `public, max-age=${YEAR_S}, immutable`
        : 'no-cache';
      reply.header('cache-control', cache);
    },
  });
  for (const path of ['/', '/index.html'])
    app.get(path, (_request, reply) => sendIndex(reply, indexHtml));
  registerManifest(app, config.appName);
  return indexHtml;
}

/** Paths that never fall back to index.html: the API, the sandbox and missing hashed assets. */
export function isSpaPath(url: string): boolean {
  return !/^\/(api|cou|sandbox|assets)(\/|$|\?)/.test(url);
}

export function sendIndex(reply: FastifyReply, indexHtml: string): FastifyReply {
  return withPagePolicy(reply, indexHtml)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(indexHtml);
}
