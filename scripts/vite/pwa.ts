/**
 * The service worker (vite-plugin-pwa / Workbox, docs/architecture.md §7): after the first paint it
 * precaches the shell and the next step's screens, and keeps every other file of the app the first
 * time the phone uses it (docs/decisions/0024-service-worker-budget.md), so the app opens offline
 * and a screen used once opens again offline; a new build waits until the borrower taps "Reload"
 * (src/app/pwa). It never caches API answers: every /api, /cou, /sandbox and /ops request goes to
 * the network as before, except a form's validator module, whose URL names its version.
 * The manifest is served by the server (src/server/plugins/manifest.ts): its name is APP_NAME.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin, PluginOption } from 'vite';
import { WARM_LIST } from '../../src/app/pwa/kept-files';
import {
  filesOfIndexHtml,
  planPrecache,
  type BundleItem,
  type PrecachePlan,
} from './precache-plan';

/**
 * Reads the written bundle into `plan` before the worker is generated (precache-plan.ts says
 * what goes where).
 */
function borrowerFiles(plan: { current: PrecachePlan | null }): Plugin {
  return {
    name: 'mkopo-borrower-files',
    apply: 'build',
    writeBundle(options, bundle) {
      const html = bundle['index.html'];
      const indexFiles = html?.type === 'asset' ? filesOfIndexHtml(String(html.source)) : [];
      plan.current = planPrecache(bundle as Record<string, BundleItem>, indexFiles);
      // What a phone on Wi-Fi may fetch ahead (src/app/pwa/kept-files.ts); never precached.
      const later = [...plan.current.later].map((file) => `/${file}`);
      writeFileSync(join(options.dir ?? 'dist', WARM_LIST), JSON.stringify(later));
    },
  };
}

export function pwa(): PluginOption {
  const plan: { current: PrecachePlan | null } = { current: null };
  return [
    borrowerFiles(plan),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        // Brotli/gzip copies are the same files: the browser fetches the plain URL, compressed.
        // The PNG icons are for installing, which fetches them itself: a page never shows them.
        globPatterns: ['index.html', 'assets/**/*.{js,css}', '*.svg'],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter(
              (e) => !e.url.startsWith('assets/') || plan.current?.precache.has(e.url),
            ),
            warnings: [],
          }),
        ],
        // Kept on first use, as the page fetches them or tells the worker it has (kept-files.ts).
        // Their names carry their content's hash, so a kept copy never goes stale.
        runtimeCaching: [
          {
            urlPattern: /\/assets\/[^/?]+\.(?:js|css)$/,
            handler: 'CacheFirst',
            options: { cacheName: 'mkopo-files', expiration: { maxEntries: 400 } },
          },
          {
            urlPattern: /\/api\/forms\/[a-z]+\/[^/?]+\/validator-[^/?]+\.js$/,
            handler: 'CacheFirst',
            options: { cacheName: 'mkopo-validators', expiration: { maxEntries: 60 } },
          },
        ],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/(api|cou|sandbox|ops)(\/|$)/],
        cleanupOutdatedCaches: true,
        // The Reload notice decides when a waiting build takes over (never halfway through a screen).
        skipWaiting: false,
        clientsClaim: false,
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
  ];
}
