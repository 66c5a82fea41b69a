/**
 * The words of the USSD screens: the `ussd` namespace for the menu and the `forms` namespace the
 * web reads for the forms, both re-read when the files change (an operations edit shows on the
 * next screen), along the language's fallback chain.
 */
import { localeWords } from '../../locale-files';
import type { NavWords } from '../../domain/ussd/question';
import { lookupOf, type Lookup } from '../../domain/ussd/words';

export interface UssdWords {
  /** A `ussd` key with `{{name}}` filled in; the key itself when no language has it. */
  readonly t: (key: string, vars?: Readonly<Record<string, string>>) => string;
  readonly forms: Lookup;
  readonly nav: NavWords;
}

export function ussdWords(lang: string): UssdWords {
  const read = lookupOf(localeWords(lang, 'ussd'));
  const t = (key: string, vars: Readonly<Record<string, string>> = {}) =>
    (read(key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
  return {
    t,
    forms: lookupOf(localeWords(lang, 'forms')),
    nav: { more: t('nav.more'), back: t('nav.back'), skip: t('nav.skip'), date: t('nav.date') },
  };
}
