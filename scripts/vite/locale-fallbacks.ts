/**
 * The app's words as each language's fallback chain fills them (locales/languages.json): a
 * `locales/<lang>/<ns>.json` the app imports comes with every key its chain has, so a language
 * added by files alone shows whole, and the phone still downloads one file per screen and
 * language. The chain's files are watched, so an edit to English reaches a language lacking it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { fallbackChain, parseLanguages, withFallbacks } from '../../src/shared/languages';

const LOCALE_FILE = /[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/;

/** `own` with the keys its language's chain adds, as JSON; the files read along the way. */
export function filledLocale(
  localesDir: string,
  lang: string,
  file: string,
  own: unknown,
): { json: string; read: string[] } {
  const listPath = join(localesDir, 'languages.json');
  const parsed = existsSync(listPath)
    ? parseLanguages(JSON.parse(readFileSync(listPath, 'utf8')))
    : undefined;
  const languages = parsed && 'languages' in parsed ? parsed.languages : [];
  const paths = fallbackChain(lang, languages)
    .slice(1)
    .map((l) => join(localesDir, l, file))
    .filter((p) => existsSync(p));
  const fallbacks = paths.map((p) => JSON.parse(readFileSync(p, 'utf8')) as unknown);
  return { json: JSON.stringify(withFallbacks(own, ...fallbacks)), read: [listPath, ...paths] };
}

/** The token index.html's inline script holds where the languages' codes and directions go. */
export const HTML_LANGUAGES = '[] /* app languages */';

export function localeFallbacks(): Plugin {
  let root = process.cwd();
  return {
    name: 'mkopo-locale-fallbacks',
    // Before Vite's JSON plugin turns the text into a module.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml(html) {
      const parsed = parseLanguages(
        JSON.parse(readFileSync(join(root, 'locales', 'languages.json'), 'utf8')),
      );
      const list = 'languages' in parsed ? parsed.languages : [];
      return html.replace(
        HTML_LANGUAGES,
        JSON.stringify(list.map((l) => ({ code: l.code, dir: l.dir }))),
      );
    },
    transform(code, id) {
      const path = id.split('?')[0] ?? '';
      // The app's own locales/ only: a package's or the staff console's are left alone.
      if (!path.startsWith(join(root, 'locales'))) return null;
      const match = LOCALE_FILE.exec(path);
      if (!match) return null;
      const [, lang = '', ns = ''] = match;
      const localesDir = dirname(dirname(id.split('?')[0] ?? ''));
      const { json, read } = filledLocale(localesDir, lang, `${ns}.json`, JSON.parse(code));
      for (const path of read) this.addWatchFile(path);
      return { code: json, map: null };
    },
  };
}
