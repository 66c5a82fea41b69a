/**
 * The language a borrower's SMS are written in: the `lang` their app sends (or the one stored on
 * their row) when it is one of their country's languages, or the country's variant of it (sw_KE
 * in Tanzania reads sw_TZ); otherwise none, and the outbox writes in the country's first language.
 */
import { COUNTRY_FACTS, type Country } from '../../../shared/countries';
import { closestLanguage } from '../../../shared/languages';

/** `lang`, or its variant, when the borrowers of `country` may read it; else undefined. */
export function smsLanguage(
  country: Country,
  lang: string | readonly string[] | null | undefined,
): string | undefined {
  const one = typeof lang === 'string' ? lang : lang?.[0];
  return one === undefined ? undefined : closestLanguage(one, COUNTRY_FACTS[country].languages);
}
