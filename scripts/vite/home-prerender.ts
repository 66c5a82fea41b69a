/**
 * Prerenders a visitor's Home into index.html at build (DESIGN §7): the app's own route tree,
 * rendered by react-dom/static through a short-lived Vite SSR loader (src/app/prerender-home.tsx),
 * becomes one `<template>` per language and country; the Mantine CSS that tree uses becomes one
 * more. A small inline script (allowed by its hash, see src/server/plugins/security-headers.ts)
 * shows the visitor's Home before any bundle loads; the app then renders behind it and takes over
 * once its own Home is there (src/lib/prerender-handoff.ts), so the first paint waits for no bundle.
 */
import { readFileSync } from 'node:fs';
import { transform } from 'lightningcss';
import type { Plugin } from 'vite';
import { DEFAULT_COUNTRY } from '../../src/shared/countries';
import { indexHtmlPrerender, withSsrLoader } from './index-html-prerender';

const PRERENDER_MODULE = '/src/app/prerender-home.tsx';
/** What main.tsx imports for the first paint's CSS, besides what the route tree imports. */
const FIRST_PAINT_STYLES = '/src/app/styles.ts';
const MANTINE_STYLE = /<style data-mantine-styles="[^"]*">[\s\S]*?<\/style>/g;

/**
 * Shows the visitor's Home in `#pre`, before `#root` (which index.html's CSS hides while `#pre` is
 * there), unless a borrower is signed in or the hash names another screen, and removes it when the
 * hash moves to another screen. A tap is kept for the app, which repeats it once it has taken over.
 * Runs before any bundle, so it is plain ES5.
 */
export function showHomeScript(): string {
  return `(function () {
  var h = location.hash;
  if (h !== '' && h !== '#' && h !== '#/') return;
  try {
    if (JSON.parse(localStorage.getItem('token') || 'null')) return;
    var lng = JSON.parse(localStorage.getItem('language') || '"en"');
    var country = JSON.parse(localStorage.getItem('country') || '"${DEFAULT_COUNTRY}"');
    var tpl = document.getElementById('home:' + lng + ':' + country);
    var css = document.getElementById('home:css');
    if (!tpl || !css) return;
    var pre = document.createElement('div');
    pre.id = 'pre';
    pre.appendChild(css.content.cloneNode(true));
    pre.appendChild(tpl.content.cloneNode(true));
    pre.addEventListener('click', function (e) {
      var b = e.target.closest && e.target.closest('button');
      if (!b) return;
      e.preventDefault();
      window.__preTap = b.textContent;
    }, true);
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
    var root = document.getElementById('root');
    root.parentNode.insertBefore(pre, root);
    // Leaving Home (a link, the back button) before the app took over: the app shows that screen.
    window.addEventListener('hashchange', function () {
      if (!/^#?\\/?$/.test(location.hash) && pre.parentNode) pre.parentNode.removeChild(pre);
    });
  } catch (e) {}
})();`;
}

interface Rendered {
  templates: string;
  css: string;
}

function render(root: string): Promise<Rendered> {
  return withSsrLoader(root, async (loader) => {
    await loader.ssrLoadModule(FIRST_PAINT_STYLES);
    const mod = (await loader.ssrLoadModule(PRERENDER_MODULE)) as {
      homeTemplates: () => Promise<string>;
    };
    const rendered = await mod.homeTemplates();
    // Every stylesheet the loader met: the first paint's, and those of the modules Home renders.
    const files = [...loader.moduleGraph.idToModuleMap.keys()].filter((id) => id.endsWith('.css'));
    const mantine = [...new Set(rendered.match(MANTINE_STYLE) ?? [])]
      .map((style) => style.replace(/^<style[^>]*>|<\/style>$/g, ''))
      .join('\n');
    const css = [mantine, ...files.map((file) => readFileSync(file, 'utf8'))].join('\n');
    const { code } = transform({ filename: 'home.css', code: Buffer.from(css), minify: true });
    return { templates: rendered.replace(MANTINE_STYLE, ''), css: code.toString() };
  });
}

export function homePrerender(): Plugin {
  return indexHtmlPrerender('mkopo-home-prerender', async (html, root) => {
    const { templates, css } = await render(root);
    return html.replace(
      '</body>',
      `<template id="home:css"><style>${css}</style></template>\n${templates}\n<script>\n${showHomeScript()}\n</script>\n</body>`,
    );
  });
}
