/** Error messages by the request's `lang` header (docs/architecture.md §4): en (default), es, sw_KE. */
import en from '../../locales/en/errors.json';
import es from '../../locales/es/errors.json';
import swKE from '../../locales/sw_KE/errors.json';
import swTZ from '../../locales/sw_TZ/errors.json';

type Catalogue = Readonly<Record<string, string>>;

const catalogues: Readonly<Record<string, Catalogue>> = { en, es, sw_KE: swKE, sw_TZ: swTZ };

/** The language of a request: the `lang` header when we ship it, else English. */
export function requestLanguage(header: string | string[] | undefined): string {
  const lang = Array.isArray(header) ? header[0] : header;
  // Own keys only: `toString` or `__proto__` in a header is not a language.
  return lang !== undefined && Object.hasOwn(catalogues, lang) ? lang : 'en';
}

/** The message for a key in `errors`, falling back to English, then to the key itself. */
export function message(key: string, lang: string): string {
  return catalogues[lang]?.[key] ?? en[key as keyof typeof en] ?? key;
}
