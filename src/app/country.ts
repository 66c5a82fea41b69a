/** What the chosen country (§1: Tanzania or Kenya) decides on the client: phone prefix, currency. */
import type { Country } from './storage';

export interface CountryInfo {
  readonly dialCode: string;
  readonly currency: string;
}

export const COUNTRY_INFO: Readonly<Record<Country, CountryInfo>> = {
  TZ: { dialCode: '255', currency: 'TZS' },
  KE: { dialCode: '254', currency: 'KSh' },
};

/**
 * A typed mobile number as E.164 (`0712345678`, `712345678`, `255712345678` or `+255712345678`),
 * or null when it is not 9 national digits.
 */
export function toE164(typed: string, country: Country): string | null {
  const { dialCode } = COUNTRY_INFO[country];
  let digits = typed.replace(/[\s-]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith(dialCode) && digits.length === dialCode.length + 9) digits = digits.slice(dialCode.length);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  return digits.length === 9 ? `+${dialCode}${digits}` : null;
}
