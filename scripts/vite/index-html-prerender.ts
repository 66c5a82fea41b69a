/**
 * What the build's prerender plugins share: a short-lived Vite SSR loader that runs the app's own
 * modules in Node, and a build-only plugin that rewrites index.html (never ops.html) with them.
 */
import { createServer, type Plugin, type ViteDevServer } from 'vite';

/** Runs `run` with an SSR loader rooted at `root`, closed afterwards. */
export async function withSsrLoader<T>(
  root: string,
  run: (loader: ViteDevServer) => Promise<T>,
): Promise<T> {
  const loader = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await run(loader);
  } finally {
    await loader.close();
  }
}

/**
 * A build-only plugin that rewrites index.html with `rewrite(html, root)`; `order: 'pre'` runs it
 * before Vite's own pass, which then minifies what it added to `<head>`.
 */
export function indexHtmlPrerender(
  name: string,
  rewrite: (html: string, root: string) => Promise<string>,
  order?: 'pre',
): Plugin {
  let root = process.cwd();
  return {
    name,
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order,
      handler: (html, ctx) => (ctx.filename.endsWith('index.html') ? rewrite(html, root) : html),
    },
  };
}
