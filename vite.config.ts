import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

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
  plugins: [react()],
  resolve: { alias: { ...APP_ALIASES } },
  build: {
    outDir: 'dist',
    target: 'es2020',
    sourcemap: false,
    // react-dom alone is ~200 KB minified (62 KB gzip); `npm run bench` watches the real budgets.
    chunkSizeWarningLimit: 260,
  },
  server: {
    port: 5173,
    // `npm run dev`: the SPA from Vite, every API call proxied to the Fastify server.
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/cou': `http://127.0.0.1:${apiPort}`,
      '/sandbox': `http://127.0.0.1:${apiPort}`,
    },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'tests/**/*.pg.test.ts', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
