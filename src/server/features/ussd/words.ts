/**
 * The words of the USSD screens: the `ussd` namespace for the menu, and the forms' words the form
 * store serves the web (an edit it accepted shows on the next screen, one it refused does not, as
 * on the web), both along the language's fallback chain.
 */
import { formStore } from '../../forms/registry';
import { localeWords } from '../../locale-files';
import type { NavWords } from '../../domain/ussd/question';
import { lookupOf, type Lookup } from '../../domain/ussd/words';

export interface UssdWords {
  /** A `ussd` key with `{{name}}` filled in; the key itself when no language has it. */
  readonly t: (key: string, vars?: Readonly<Record<string, string>>) => string;
  readonly forms: Lookup;
  readonly nav: NavWords;
}

const quiet = { info: () => {}, error: () => {} };
/** The served words parsed once per version (their ETag). */
const parsed = new Map<string, { etag: string; value: unknown }>();

/** The forms' words the store serves for `lang`; the files on disk when it serves none. */
function formsWords(lang: string): unknown {
  const served = formStore(quiet).locale(lang);
  if (!served) return localeWords(lang, 'forms');
  const before = parsed.get(lang);
  if (before?.etag === served.etag) return before.value;
  const value: unknown = JSON.parse(served.json);
  parsed.set(lang, { etag: served.etag, value });
  return value;
}

export function ussdWords(lang: string): UssdWords {
  const read = lookupOf(localeWords(lang, 'ussd'));
  const t = (key: string, vars: Readonly<Record<string, string>> = {}) =>
    (read(key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
  return {
    t,
    forms: lookupOf(formsWords(lang)),
    nav: { more: t('nav.more'), back: t('nav.back'), skip: t('nav.skip'), date: t('nav.date') },
  };
}
