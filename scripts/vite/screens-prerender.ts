/**
 * Prerenders screens into index.html at build (docs/architecture.md §7): a visitor's Home and the first frame of
 * the signed-in profile forms, from the app's own route tree rendered by react-dom/static through a
 * short-lived Vite SSR loader (src/app/prerender-screens.tsx). Each becomes a `<template>`; the
 * Mantine CSS they use, with the rules for classes none of them has left out, becomes one more.
 * A small inline script (allowed by its hash, see src/server/plugins/security-headers.ts) shows the
 * one that matches the address before any bundle loads; the app then renders behind it and takes
 * over once its own screen is there (src/lib/prerender-handoff.ts), so the first paint waits for
 * no bundle.
 */
import { readFileSync } from 'node:fs';
import { transform, type Selector } from 'lightningcss';
import type { Plugin } from 'vite';
import { COUNTRY_CODES, COUNTRY_FACTS, DEFAULT_COUNTRY } from '../../src/shared/countries';
import { indexHtmlPrerender, withSsrLoader } from './index-html-prerender';
import { LANGUAGES } from '../../src/lib/storage';
import { ZONE_OFFSETS } from '../../src/lib/phone-language';

const PRERENDER_MODULE = '/src/app/prerender-screens.tsx';
/** What main.tsx imports for the first paint's CSS, besides what the route tree imports. */
const FIRST_PAINT_STYLES = '/src/app/styles.ts';
const MANTINE_STYLE = /<style data-mantine-styles="[^"]*">[\s\S]*?<\/style>/g;

/**
 * Shows the prerendered screen for the address in `#pre`, before `#root` (which index.html's CSS
 * hides while `#pre` is there): Home for a visitor, a signed-in screen for a borrower with a token.
 * It removes it when the hash moves to another screen. A tap is kept for the app, which repeats it
 * once it has taken over. Runs before any bundle, so it is plain ES5.
 */
export function showPrerenderedScript(): string {
  return `(function () {
  var path = location.hash.replace(/^#/, '').split('?')[0] || '/';
  try {
    var signedIn = !!JSON.parse(localStorage.getItem('token') || 'null');
    // No language chosen: the phone's, as src/lib/phone-language.ts picks it.
    var lng = JSON.parse(localStorage.getItem('language') || 'null') || (function () {
      var o = ${JSON.stringify(LANGUAGES)};
      var p = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
      var i, j;
      for (i = 0; i < p.length; i++)
        for (j = 0; j < o.length; j++)
          if (String(p[i]).toLowerCase().replace('_', '-') === o[j].toLowerCase().replace('_', '-')) return o[j];
      for (i = 0; i < p.length; i++)
        for (j = 0; j < o.length; j++)
          if (String(p[i]).toLowerCase().split(/[-_]/)[0] === o[j].toLowerCase().split(/[-_]/)[0]) return o[j];
      return 'en';
    })();
    // No country chosen: the one the phone is in, as src/lib/phone-language.ts phoneCountry finds it.
    // Only a visitor's Home asks, and the zone's name (Intl's first use, tens of ms) only when the
    // phone's offset from UTC is one a country's zone keeps (zoneAmong).
    var country = function () {
      var chosen = JSON.parse(localStorage.getItem('country') || 'null');
      if (chosen) return chosen;
      var c = ${JSON.stringify(COUNTRY_CODES.map((code) => [code, COUNTRY_FACTS[code].timeZone, ZONE_OFFSETS[COUNTRY_FACTS[code].timeZone] ?? null]))};
      var p = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
      var i, j, tz, near = false, off = -new Date().getTimezoneOffset();
      for (i = 0; i < p.length; i++)
        for (j = 0; j < c.length; j++)
          if (String(String(p[i]).split(/[-_]/)[1] || '').toUpperCase() === c[j][0]) return c[j][0];
      for (j = 0; j < c.length; j++) if (!c[j][2] || c[j][2].indexOf(off) >= 0) near = true;
      if (near) try { tz = Intl.DateTimeFormat().resolvedOptions().timeZone; } catch (e) {}
      for (j = 0; j < c.length; j++) if (c[j][1] === tz) return c[j][0];
      return '${DEFAULT_COUNTRY}';
    };
    var id = path === '/' ? (signedIn ? '' : 'home:' + lng + ':' + country()) : (signedIn ? 'screen:' + path + ':' + lng : '');
    var tpl = id && document.getElementById(id);
    var css = document.getElementById('pre:css');
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
    // Leaving the screen (a link, the back button) before the app took over: the app shows the next.
    window.addEventListener('hashchange', function () {
      var now = location.hash.replace(/^#/, '').split('?')[0] || '/';
      if (now !== path && pre.parentNode) pre.parentNode.removeChild(pre);
    });
  } catch (e) {}
})();`;
}

/** Every class name the rendered HTML uses. */
function classesIn(html: string): Set<string> {
  const used = new Set<string>();
  for (const [, names] of html.matchAll(/class="([^"]*)"/g))
    for (const name of names!.split(/\s+/)) if (name) used.add(name);
  return used;
}

/** The colour scheme the inline script sets on `<html>` before it shows a screen. */
const SCHEME = 'light';

/**
 * Whether a selector can match the shown screen: no class it requires is missing from the HTML,
 * it asks for no other colour scheme, and it is not a shadow host's (the page has none).
 */
const canMatch = (selector: Selector, used: Set<string>): boolean =>
  selector.every((part) => {
    if (part.type === 'class') return used.has(part.name);
    if (part.type === 'attribute' && part.name === 'data-mantine-color-scheme')
      return !part.operation || part.operation.value === SCHEME;
    if (part.type === 'pseudo-class') return part.kind !== 'host';
    return true;
  });

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
const CUSTOM_DECLARATION = /(--[\w-]+)\s*:([^;}]*)/g;

/**
 * The custom properties the screens read: those `var()` names in the HTML's inline styles and in
 * ordinary declarations, and, in turn, those the values of read ones name (Mantine's theme
 * declares some 400, and a screen reads about half).
 */
function customPropertiesRead(html: string, css: string): Set<string> {
  const names = (text: string) => [...text.matchAll(VAR_REFERENCE)].map((m) => m[1]!);
  const valueOf = new Map<string, string[]>();
  for (const [, name, value] of css.matchAll(CUSTOM_DECLARATION))
    valueOf.set(name!, [...(valueOf.get(name!) ?? []), ...names(value!)]);
  const read = new Set([...names(html), ...names(css.replace(CUSTOM_DECLARATION, ''))]);
  const queue = [...read];
  for (let name = queue.pop(); name !== undefined; name = queue.pop())
    for (const next of valueOf.get(name) ?? []) {
      if (read.has(next)) continue;
      read.add(next);
      queue.push(next);
    }
  return read;
}

/**
 * The stylesheets minified into one, without what the shown screens cannot use: rules for classes
 * none of them has or for the dark scheme (the component files of every widget the screens'
 * modules import are most of it), and custom properties nothing reads. Every first visit
 * downloads what is left.
 */
export function prerenderedCss(html: string, stylesheets: string[]): string {
  const used = classesIn(html);
  const css = stylesheets.join('\n');
  const read = customPropertiesRead(html, css);
  const { code } = transform({
    filename: 'prerendered.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        // A rule goes when none of its selectors can match; one that partly can is kept whole
        // (rewriting a rule means a round trip through lightningcss's AST, which some rules fail).
        style: (rule) =>
          rule.value.selectors.some((selector) => canMatch(selector, used)) ? undefined : [],
      },
      Declaration: {
        // lightningcss hands properties it has no parser for (`content`) to this visitor too.
        custom: (property) =>
          !property.name.startsWith('--') || read.has(property.name) ? undefined : [],
      },
    },
  });
  return code.toString();
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
      screenTemplates: () => Promise<string>;
    };
    const rendered = (await mod.homeTemplates()) + '\n' + (await mod.screenTemplates());
    // Every stylesheet the loader met: the first paint's, and those of the modules it rendered.
    const files = [...loader.moduleGraph.idToModuleMap.keys()].filter((id) => id.endsWith('.css'));
    const mantine = [...new Set(rendered.match(MANTINE_STYLE) ?? [])].map((style) =>
      style.replace(/^<style[^>]*>|<\/style>$/g, ''),
    );
    const html = rendered.replace(MANTINE_STYLE, '');
    const css = prerenderedCss(html, [
      ...mantine,
      ...files.map((file) => readFileSync(file, 'utf8')),
    ]);
    return { templates: html, css };
  });
}

export function screensPrerender(): Plugin {
  return indexHtmlPrerender('mkopo-screens-prerender', async (html, root) => {
    const { templates, css } = await render(root);
    return html.replace(
      '</body>',
      `<template id="pre:css"><style>${css}</style></template>\n${templates}\n<script>\n${showPrerenderedScript()}\n</script>\n</body>`,
    );
  });
}
