/**
 * Error messages by the request's `lang` header (docs/architecture.md §4): any language of
 * locales/languages.json with its folder, English by default, a missing key read along the
 * language's fallback chain.
 */
import { knownLanguage, localeWords } from './locale-files';
import { BASE_LANGUAGE } from '../shared/languages';

type Catalogue = Readonly<Record<string, unknown>>;

/** The language of a request: the `lang` header when we ship it, else English. */
export function requestLanguage(header: string | string[] | undefined): string {
  const lang = Array.isArray(header) ? header[0] : header;
  // A listed language only: `toString` or `__proto__` in a header is not a language.
  return (lang !== undefined && knownLanguage(lang)) || BASE_LANGUAGE;
}

/** The message for a key in `errors`, along the language's chain, then the key itself. */
export function message(key: string, lang: string): string {
  const words = localeWords(lang, 'errors') as Catalogue | undefined;
  const text = words && Object.hasOwn(words, key) ? words[key] : undefined;
  return typeof text === 'string' ? text : key;
}
