/**
 * Mobile number normalisation (docs/architecture.md §3; facts in shared/data/id-and-phone-facts.md §3–5):
 * national (0712345678, 712345678) or international (+255712345678, 255712345678) input becomes
 * E.164. Only mobile numbers of the countries in schemas/<country>/country.json pass; the `max`
 * metadata is needed because the default metadata checks only length and leading digits.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import {
  COUNTRY_CODES,
  COUNTRY_FACTS,
  dialDigits,
  isCountry,
  type Country,
} from '../../shared/countries';

export type PhoneCountry = Country;

export type PhoneResult =
  | { readonly ok: true; readonly e164: string; readonly country: PhoneCountry }
  | { readonly ok: false; readonly reason: 'empty' | 'invalid' };

/** Calling code and national length of each country: 255712345678 is 3 + 9 digits. */
const INTERNATIONAL = COUNTRY_CODES.map((c) => ({
  digits: dialDigits(c),
  length: dialDigits(c).length + COUNTRY_FACTS[c].nationalNumberLength,
}));

/** Normalises a typed mobile number to E.164; numbers without a country code use `defaultCountry`. */
export function normaliseMobile(input: string, defaultCountry: PhoneCountry): PhoneResult {
  const compact = input.replace(/[\s\-().]/g, '');
  if (compact === '') return { ok: false, reason: 'empty' };
  if (!/^\+?\d+$/.test(compact)) return { ok: false, reason: 'invalid' };
  // 255712345678 without the plus is a common way to type a number.
  const international =
    !compact.startsWith('+') &&
    INTERNATIONAL.some((cc) => compact.length === cc.length && compact.startsWith(cc.digits));
  const parsed = parsePhoneNumberFromString(
    international ? `+${compact}` : compact,
    defaultCountry,
  );
  if (!parsed || !parsed.isValid() || parsed.getType() !== 'MOBILE')
    return { ok: false, reason: 'invalid' };
  const country = parsed.country;
  if (!isCountry(country)) return { ok: false, reason: 'invalid' };
  return { ok: true, e164: parsed.number, country };
}

/** Masks the digits of a phone number for logs, keeping the last two: +255*******78. */
export function maskMobile(value: string): string {
  const digits = value.replace(/\D/g, '').length;
  let seen = 0;
  return value.replace(/\d/g, (d) => (++seen > digits - 2 ? d : '*'));
}
