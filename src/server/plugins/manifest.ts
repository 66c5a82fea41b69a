/**
 * The web app manifest (installable PWA, docs/architecture.md §7), served rather than built: the product name is
 * configuration (APP_NAME), so one build installs under any brand. Icons are in public/.
 */
import type { FastifyInstance } from 'fastify';

export const THEME_COLOR = '#007a4c';

/** The manifest for a product name. */
export function webManifest(appName: string): Record<string, unknown> {
  return {
    name: appName,
    short_name: appName,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export function registerManifest(app: FastifyInstance, appName: string): void {
  const body = JSON.stringify(webManifest(appName));
  app.get('/manifest.webmanifest', (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(body),
  );
}
