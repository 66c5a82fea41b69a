/** Serves the built console page (DIST_DIR/ops.html) at /ops/; its assets come with the SPA's. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { withPagePolicy } from '../../plugins/security-headers';

export function registerOpsPage(app: FastifyInstance, distDir: string): void {
  const file = join(distDir, 'ops.html');
  if (!existsSync(file)) return;
  const html = readFileSync(file, 'utf8');
  app.get('/ops', (_request, reply) => reply.redirect('/ops/'));
  app.get('/ops/', (_request, reply) =>
    withPagePolicy(reply, html)
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html),
  );
}
