/**
 * The language a borrower's SMS are written in: the `lang` their app sends (or the one stored on
 * their row) when it is one of their country's languages; otherwise none, and the outbox writes
 * in the country's first language.
 */
import { COUNTRY_FACTS, type Country } from '../../../shared/countries';

/** `lang` when the borrowers of `country` may read it, else undefined. */
export function smsLanguage(
  country: Country,
  lang: string | readonly string[] | null | undefined,
): string | undefined {
  const one = typeof lang === 'string' ? lang : lang?.[0];
  const offered: readonly string[] = COUNTRY_FACTS[country].languages;
  return one !== undefined && offered.includes(one) ? one : undefined;
}
