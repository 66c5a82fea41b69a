/**
 * Prerenders the promotion pages into index.html at build (docs/architecture.md §7): the pages' own components,
 * rendered by react-dom/server through a short-lived Vite SSR loader, become `<template>`s, their
 * plain CSS an inline `<style>`, and a small inline script (allowed by its hash, see
 * src/server/plugins/security-headers.ts) shows the visitor's page before any bundle loads. The
 * bundle that follows (src/features/promo/attach.ts) waits for the first tap.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { PROMO_PAGES } from '../../src/features/promo/promo-pages';
import { indexHtmlPrerender, withSsrLoader } from './index-html-prerender';

const PRERENDER_MODULE = '/src/features/promo/prerender.tsx';
const CSS = 'src/features/promo/promo.css';

/**
 * Shows the template of the hash's promotion page in the stored language, unless the stored
 * country is not the one it was rendered for; otherwise the page renders from its bundle as before.
 * Runs before any bundle, so it is plain ES5.
 */
export function showScript(pages: readonly string[]): string {
  const names = pages.join('|');
  return `(function () {
  var m = /^#\\/(${names})(?:[?#]|$)/.exec(location.hash);
  if (!m) return;
  try {
    var lng = JSON.parse(localStorage.getItem('language') || '"en"');
    var country = localStorage.getItem('country');
    var tpl = document.getElementById('yx:' + m[1] + ':' + lng);
    if (!tpl || (country !== null && JSON.parse(country) !== tpl.getAttribute('data-country'))) return;
    var root = document.getElementById('root');
    root.appendChild(tpl.content.cloneNode(true));
    root.setAttribute('data-prerendered', m[1]);
    // A tap before the page's script is here must not submit the form to the server: it is kept
    // for that script (attach.ts), which carries it out.
    root.addEventListener('click', function (e) {
      var b = !window.__yxLive && e.target.closest && e.target.closest('button');
      if (b) {
        e.preventDefault();
        window.__yxTap = b;
      }
    }, true);
  } catch (e) {}
})();`;
}

function renderTemplates(root: string): Promise<string> {
  return withSsrLoader(root, async (loader) => {
    const mod = (await loader.ssrLoadModule(PRERENDER_MODULE)) as {
      promoTemplates: () => Promise<string>;
    };
    return mod.promoTemplates();
  });
}

export function promoPrerender(): Plugin {
  // Before Vite's own pass, so the inline <style> is minified with the rest.
  return indexHtmlPrerender(
    'mkopo-promo-prerender',
    async (html, root) => {
      const templates = await renderTemplates(root);
      const css = readFileSync(resolve(root, CSS), 'utf8');
      return html
        .replace('</head>', `<style>\n${css}</style>\n</head>`)
        .replace(
          '</body>',
          `${templates}\n<script>\n${showScript(PROMO_PAGES)}\n</script>\n</body>`,
        );
    },
    'pre',
  );
}
