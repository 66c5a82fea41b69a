/**
 * The service worker (vite-plugin-pwa / Workbox, DESIGN §7): after the first paint it precaches the
 * shell and every lazy chunk of the borrower's app, so the app opens offline; a new build waits
 * until the borrower taps "Reload" (src/app/pwa), so a page never mixes two builds. It never
 * caches API answers: every /api, /cou, /sandbox and /ops request goes to the network as before.
 * The manifest is served by the server (src/server/plugins/manifest.ts): its name is APP_NAME.
 */
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin, PluginOption } from 'vite';

/**
 * Files reachable from index.html (its scripts, their static and lazy imports, their CSS): only
 * these are precached, so chunks of another entry (the staff console, ops.html) never reach a
 * borrower's phone.
 */
function borrowerFiles(found: Set<string>): Plugin {
  return {
    name: 'mkopo-borrower-files',
    apply: 'build',
    writeBundle(_options, bundle) {
      found.clear();
      const visit = (name: string) => {
        const item = bundle[name];
        if (!item || found.has(name)) return;
        found.add(name);
        if (item.type !== 'chunk') return;
        for (const next of [...item.imports, ...item.dynamicImports]) visit(next);
        for (const css of item.viteMetadata?.importedCss ?? []) visit(css);
      };
      const html = bundle['index.html'];
      if (html?.type === 'asset')
        for (const m of String(html.source).matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g))
          if (m[1]) visit(m[1]);
    },
  };
}

export function pwa(): PluginOption {
  const found = new Set<string>();
  return [
    borrowerFiles(found),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        // Brotli/gzip copies are the same files: the browser fetches the plain URL, compressed.
        globPatterns: ['index.html', 'assets/**/*.{js,css}', '*.{svg,png}'],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter((e) => !e.url.startsWith('assets/') || found.has(e.url)),
            warnings: [],
          }),
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
