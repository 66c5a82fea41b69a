/**
 * The app's languages as data (locales/languages.json): each a folder under `locales/` plus an
 * entry naming it in itself, its direction and the languages a key it lacks is read from. Pure:
 * the server, the check, the contract and the client each read the file their own way.
 */

export type Direction = 'ltr' | 'rtl';

export interface LanguageEntry {
  /** The folder's name and the `lang` header's value: `sw_TZ`. */
  readonly code: string;
  /** The language's name written in itself, as the language switch shows it. */
  readonly name: string;
  readonly dir: Direction;
  /** Languages a missing key is read from, in order; the base language ends every chain. */
  readonly fallback: readonly string[];
}

export interface LanguageProblem {
  /** Where in languages.json, e.g. `languages[3].dir`; '' for the whole file. */
  readonly path: string;
  readonly message: string;
}

/** Every key exists in the base language: it ends every fallback chain. */
export const BASE_LANGUAGE = 'en';

/**
 * The right-to-left languages the build's CSS knows: for older WebViews Lightning CSS rewrites
 * logical properties (inset-inline-end…) as left/right under `:lang()` of these primary subtags
 * (parcel-bundler/lightningcss, src/selector.rs `RTL_LANGS`). A right-to-left language whose code
 * is not among them would get `dir="rtl"` but sections and paddings laid out left to right.
 */
export const RTL_CSS_LANGUAGES: readonly string[] = [
  'ae',
  'ar',
  'arc',
  'bcc',
  'bqi',
  'ckb',
  'dv',
  'fa',
  'glk',
  'he',
  'ku',
  'mzn',
  'nqo',
  'pnb',
  'ps',
  'sd',
  'ug',
  'ur',
  'yi',
];

/** A code is a folder name and a header value: letters, then optional `_REGION` or `-script`. */
const CODE = /^[a-z]{2,3}(?:[_-][A-Za-z0-9]{2,8})*$/;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function entryProblems(value: unknown, at: string): LanguageProblem[] {
  if (!isObj(value)) return [{ path: at, message: 'must be an object' }];
  const problems: LanguageProblem[] = [];
  if (typeof value.code !== 'string' || !CODE.test(value.code))
    problems.push({ path: `${at}.code`, message: 'must be a code such as "fr" or "sw_TZ"' });
  if (typeof value.name !== 'string' || value.name.trim() === '')
    problems.push({ path: `${at}.name`, message: 'must be the language’s name in itself' });
  if (value.dir !== 'ltr' && value.dir !== 'rtl')
    problems.push({ path: `${at}.dir`, message: 'must be "ltr" or "rtl"' });
  else if (
    value.dir === 'rtl' &&
    typeof value.code === 'string' &&
    !RTL_CSS_LANGUAGES.includes(value.code.toLowerCase().split(/[-_]/)[0] ?? '')
  )
    problems.push({
      path: `${at}.code`,
      message: `a right-to-left language needs its ISO 639 code (${RTL_CSS_LANGUAGES.join(', ')}): the build lays its CSS right to left by that code`,
    });
  if (!Array.isArray(value.fallback) || value.fallback.some((f) => typeof f !== 'string'))
    problems.push({ path: `${at}.fallback`, message: 'must be a list of language codes' });
  return problems;
}

/**
 * The entries of languages.json, or its problems: each entry well formed, codes unique, every
 * fallback a listed language other than itself, the base language listed, and (when `folders`
 * is given) every entry with its folder and every folder with its entry.
 */
export function parseLanguages(
  value: unknown,
  folders?: readonly string[],
): { languages: LanguageEntry[] } | { problems: LanguageProblem[] } {
  const list = isObj(value) ? value.languages : undefined;
  if (!Array.isArray(list) || list.length === 0)
    return { problems: [{ path: 'languages', message: 'must be a list of languages' }] };
  const problems = list.flatMap((entry, i) => entryProblems(entry, `languages[${i}]`));
  if (problems.length > 0) return { problems };
  const languages = list as LanguageEntry[];
  const codes = languages.map((l) => l.code);
  languages.forEach((l, i) => {
    if (codes.indexOf(l.code) !== i)
      problems.push({ path: `languages[${i}].code`, message: `"${l.code}" is listed twice` });
    for (const f of l.fallback)
      if (f === l.code || !codes.includes(f))
        problems.push({
          path: `languages[${i}].fallback`,
          message: `"${f}" must be another language of this file`,
        });
    if (folders && !folders.includes(l.code))
      problems.push({
        path: `languages[${i}].code`,
        message: `there is no folder locales/${l.code}/ for "${l.code}"`,
      });
  });
  if (!codes.includes(BASE_LANGUAGE))
    problems.push({ path: 'languages', message: `must list the base language "${BASE_LANGUAGE}"` });
  for (const folder of folders ?? [])
    if (!codes.includes(folder))
      problems.push({
        path: 'languages',
        message: `locales/${folder}/ has no entry: add its code, name, dir and fallback`,
      });
  return problems.length > 0 ? { problems } : { languages };
}

/** Where `code`'s keys are looked for, in order: itself, its fallbacks, then the base language. */
export function fallbackChain(code: string, languages: readonly LanguageEntry[]): string[] {
  const own = languages.find((l) => l.code === code);
  const chain = [code, ...(own?.fallback ?? []), BASE_LANGUAGE];
  return chain.filter((c, i) => chain.indexOf(c) === i);
}

/**
 * `own` over the files of its chain (first found wins): every key any of them has is present,
 * the language's own text where it has one. An empty string counts as missing.
 */
export function withFallbacks(own: unknown, ...fallbacks: readonly unknown[]): unknown {
  // The last fallback is the bottom layer; each earlier one, then `own`, goes over it.
  const below = fallbacks.reduceRight<unknown>((merged, next) => overlay(merged, next), undefined);
  return overlay(below, own);
}

/** `top` over `base`: objects merged key by key, a leaf of `top` kept when it is present. */
export function overlay(base: unknown, top: unknown): unknown {
  if (base === undefined) return top;
  if (!isObj(base)) return typeof top === typeof base && top !== '' ? top : base;
  const out: Obj = isObj(top) ? { ...top } : {};
  for (const [key, value] of Object.entries(base)) out[key] = overlay(value, out[key]);
  return out;
}

/** The dotted keys of `base` that `own` lacks (or leaves empty). */
export function missingKeys(base: unknown, own: unknown, prefix = ''): string[] {
  if (!isObj(base)) return typeof own === typeof base && own !== '' ? [] : [prefix];
  const mine = isObj(own) ? own : {};
  return Object.entries(base).flatMap(([key, value]) =>
    missingKeys(value, mine[key], prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * The languages a country offers: those its data names that the app has, in the country's order;
 * English when none is known.
 */
export function offeredLanguages(
  countryLanguages: readonly string[],
  appLanguages: readonly string[],
): string[] {
  const offered = countryLanguages.filter((l) => appLanguages.includes(l));
  return offered.length > 0 ? offered : [BASE_LANGUAGE];
}

/**
 * `lang` when `offered` has it, else the first offered language that shares its primary subtag
 * (a Kenyan Kiswahili reader in Tanzania reads sw_TZ), else undefined.
 */
export function closestLanguage(lang: string, offered: readonly string[]): string | undefined {
  if (offered.includes(lang)) return lang;
  const primary = (code: string) => code.toLowerCase().split(/[-_]/)[0];
  return CODE.test(lang) ? offered.find((o) => primary(o) === primary(lang)) : undefined;
}

/** `<html lang>` and `lang=` need BCP 47 (sw-TZ); files and the `lang` header keep sw_TZ. */
export function bcp47(code: string): string {
  return code.replace(/_/g, '-');
}

/** A short tag for a narrow switch: the primary subtag, upper case ("SW" for sw_TZ). */
export function shortTag(code: string): string {
  return (code.split(/[_-]/)[0] ?? code).toUpperCase();
}
