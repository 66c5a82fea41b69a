/**
 * Amounts in any ISO 4217 currency (docs/decisions/0023-currency-minor-units.md): every amount the
 * app stores, sends and books is an integer of the currency's minor unit; `minorUnits` (the
 * ISO 4217 exponent, from schemas/<cc>/country.json) says how many decimals a person reads and
 * writes. TZS and KES have 0, so 5,000 is 5000; a currency of cents has 2, so 50.00 is 5000.
 * Conversions are exact or refused: no float ever reaches a balance.
 */

/** The largest exponent a country may state (ISO 4217 has 0, 2, 3 and 4 only for funds). */
export const MAX_MINOR_UNITS = 3;

function checkExponent(minorUnits: number): void {
  if (!Number.isInteger(minorUnits) || minorUnits < 0 || minorUnits > MAX_MINOR_UNITS)
    throw new RangeError(`minorUnits must be 0 to ${MAX_MINOR_UNITS}, got ${minorUnits}`);
}

/**
 * A number written in the currency's units (as in product.json: 50 or 10.5) as an integer of its
 * minor unit, or null when it has more decimals than the currency or is not a safe amount.
 */
export function toMinorUnits(amount: number, minorUnits: number): number | null {
  checkExponent(minorUnits);
  if (!Number.isFinite(amount)) return null;
  const scaled = amount * 10 ** minorUnits;
  const minor = Math.round(scaled);
  // A written decimal like 10.1 is not exact in binary: tolerate that, refuse a real extra digit.
  if (Math.abs(scaled - minor) > 1e-6 || !Number.isSafeInteger(minor)) return null;
  return minor;
}

/**
 * What a person typed ("1,050.5", "10.50", "5000") as minor units, or null when it is not an
 * amount of this currency (letters, a second point, more decimals than it has). Group commas and
 * spaces are ignored; the decimal mark is a point, as the app's number keypad gives.
 */
export function parseAmountText(text: string, minorUnits: number): number | null {
  checkExponent(minorUnits);
  const plain = text.trim().replace(/[,\s]/g, '');
  const shape = minorUnits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{0,${minorUnits}})?$`);
  if (!shape.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  const minor = Number(whole + fraction.padEnd(minorUnits, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/**
 * Minor units as the currency's units, grouped with commas: 123456 with 2 decimals is
 * '1,234.56', with 0 it is '123,456'. Integer arithmetic on the digits, so 10.50 never reads 10.5.
 * Non-integers are rounded half away from zero first (a caller's stray fraction of a minor unit).
 */
export function formatMinorUnits(minor: number, minorUnits: number): string {
  checkExponent(minorUnits);
  if (!Number.isFinite(minor)) return '';
  const whole = Math.round(Math.abs(minor));
  const digits = String(whole).padStart(minorUnits + 1, '0');
  const units = digits.slice(0, digits.length - minorUnits);
  const fraction = digits.slice(digits.length - minorUnits);
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = minorUnits > 0 ? `${grouped}.${fraction}` : grouped;
  return minor < 0 && whole !== 0 ? `-${text}` : text;
}

/** Minor units as a plain number of the currency's units (for an input's initial value). */
export function minorToUnits(minor: number, minorUnits: number): number {
  checkExponent(minorUnits);
  return minor / 10 ** minorUnits;
}
