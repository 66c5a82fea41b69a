/** What the chosen country decides on the client: phone prefix and length, currency. */
import { byCountry, COUNTRY_FACTS, dialDigits, type Country } from '../shared/countries';
import { LANGUAGES, type Language } from './storage';
import { offeredLanguages } from '../shared/languages';

export interface CountryInfo {
  readonly dialCode: string;
  readonly currency: string;
  /** Digits of a national number without its leading 0. */
  readonly nationalLength: number;
}

export const COUNTRY_INFO: Readonly<Record<Country, CountryInfo>> = byCountry((c) => ({
  dialCode: dialDigits(c),
  currency: COUNTRY_FACTS[c].currency,
  nationalLength: COUNTRY_FACTS[c].nationalNumberLength,
}));

/**
 * A typed mobile number as E.164 (`0712345678`, `712345678`, `255712345678` or `+255712345678`),
 * or null when it is not the country's number of national digits.
 */
export function toE164(typed: string, country: Country): string | null {
  const { dialCode, nationalLength } = COUNTRY_INFO[country];
  let digits = typed.replace(/[\s-]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith(dialCode) && digits.length === dialCode.length + nationalLength)
    digits = digits.slice(dialCode.length);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  return digits.length === nationalLength ? `+${dialCode}${digits}` : null;
}

/**
 * A number of the country's shape as an example ("0123 456 789" for nine national digits): no
 * operator's prefix, so no country's wallet is suggested to another's borrowers.
 */
export function nationalExample(length: number): string {
  const digits = '0' + '1234567890123'.slice(0, length);
  return digits.replace(/^(\d{4})(\d{3})(\d*)$/, '$1 $2 $3').trim();
}

/**
 * The languages the app offers a borrower of `country`: those its country.json lists that the app
 * has (in the country's order), never another country's (Kiswahili is not Ghana's); English when
 * none is known.
 */
export function languagesOf(country: Country): Language[] {
  return offeredLanguages(COUNTRY_FACTS[country].languages, LANGUAGES);
}
