import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/vite/precompress';
import { mantineUseId, mantineUseIdForDeps } from './scripts/vite/mantine-use-id';
import { screensPrerender } from './scripts/vite/screens-prerender';
import { promoPrerender } from './scripts/vite/promo-prerender';
import { pwa } from './scripts/vite/pwa';
import { localeFallbacks } from './scripts/vite/locale-fallbacks';

const apiPort = Number(process.env.PORT ?? 8080);

/** Modules the app replaces with smaller ones of its own (the form bench builds with them too). */
export const APP_ALIASES: Readonly<Record<string, string>> = {
  // The form files never use markdown descriptions (src/forms/plain-markdown.tsx says why).
  'markdown-to-jsx/react': fileURLToPath(
    new URL('./src/forms/plain-markdown.tsx', import.meta.url),
  ),
  // @rjsf/utils resolves $ref with fast-uri; the browser's URL parser does (src/forms/uri.ts).
  'fast-uri': fileURLToPath(new URL('./src/forms/uri.ts', import.meta.url)),
};

export default defineConfig({
  // precompress runs last, once every file of the build (service worker included) is written.
  plugins: [
    react(),
    mantineUseId(),
    localeFallbacks(),
    promoPrerender(),
    screensPrerender(),
    pwa(),
    precompress(),
  ],
  resolve: { alias: { ...APP_ALIASES } },
  build: {
    outDir: 'dist',
    target: 'es2020',
    sourcemap: false,
    // react-dom alone is ~200 KB minified (62 KB gzip); `npm run bench` watches the real budgets.
    chunkSizeWarningLimit: 260,
    // The staff console is a second entry (ops.html, served at /ops/): its code never reaches
    // the borrower's pages, which ESLint's import zones hold from the other side.
    rollupOptions: {
      input: { main: 'index.html', ops: 'ops.html' },
      // Shared chunks under 4 KB are copied into the chunks that use them instead of being
      // fetched on their own (decision 0030): a screen loads 24 files instead of 41, and each
      // file costs the phone a request and the page a module to link, more than 4 KB of code.
      // Rolldown requires its strict execution order for this, and entries whose exports nobody
      // imports (ours: HTML pages).
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 4 * 1024 } } },
    },
  },
  optimizeDeps: { rolldownOptions: { plugins: [mantineUseIdForDeps()] } },
  server: {
    port: 5173,
    // `npm run dev`: the SPA from Vite, every API call proxied to the Fastify server.
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/cou': `http://127.0.0.1:${apiPort}`,
      '/sandbox': `http://127.0.0.1:${apiPort}`,
    },
  },
  // The test runner's settings are in vitest.config.ts: the build never loads the runner.
});
