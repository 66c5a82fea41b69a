import { COUNTRY_FACTS } from '../shared/countries';

/** The digits shown at the end: with the operator prefix at the start, enough to recognise. */
const END = 3;

/** What the mask needs of a country: its calling code ("+255") and digits after the trunk 0. */
type NumberFacts = Readonly<Record<string, { callingCode: string; nationalNumberLength: number }>>;

/**
 * A phone number as the borrower dials it at home, its middle hidden: 0712***678 for nine
 * national digits, 062***993 for eight. The country is the one whose calling code and number
 * length the number has; each star hides one digit, a third of them at least, so the mask is
 * enough to recognise and not enough to read over a shoulder.
 */
export function maskMobile(e164: string, countries: NumberFacts = COUNTRY_FACTS): string {
  const digits = e164.replace(/\D/g, '');
  const dial = Object.values(countries)
    .map((c) => ({ code: c.callingCode.replace(/\D/g, ''), length: c.nationalNumberLength }))
    .find((c) => digits.startsWith(c.code) && digits.length === c.code.length + c.length)?.code;
  // A number of no country the app serves: where its calling code ends is unknown.
  if (dial === undefined) return `+${hide(digits, 0)}`;
  // The trunk 0 the contract's nationalNumberLength counts after.
  return `0${hide(digits.slice(dial.length), 3)}`;
}

/** `digits` with a third of them (at least) starred before the last three, `keep` shown first. */
function hide(digits: string, keep: number): string {
  const hidden = Math.max(Math.ceil(digits.length / 3), digits.length - keep - END, 0);
  const end = Math.min(END, digits.length);
  const start = Math.max(digits.length - hidden - end, 0);
  return `${digits.slice(0, start)}${'*'.repeat(digits.length - start - end)}${digits.slice(digits.length - end)}`;
}
