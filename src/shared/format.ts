/**
 * Money and date formatting (docs/product.md §9): money grouped with commas in its currency's decimals
 * (src/shared/minor-units.ts), dates on the borrower's
 * country's calendar (docs/architecture.md §1) whatever the phone's zone. The zone's offset comes from the
 * business calendar, so dayjs needs only its small `utc` plugin, not `timezone`.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

import { countryOffsetMinutes } from './business-calendar';
import { COUNTRY_FACTS, type Country } from './countries';
import { formatMinorUnits } from './minor-units';
import { shownCountry } from './shown-country';

dayjs.extend(utc);

/** The currency symbol shown for a country. */
export function currencyOf(country: Country): string {
  return COUNTRY_FACTS[country].currency;
}

/** The decimal places of a country's currency (`minorUnits` in its country.json). */
export function minorUnitsOf(country: Country): number {
  return COUNTRY_FACTS[country].minorUnits;
}

/**
 * An amount of minor units with comma grouping and the currency's decimals: 1234567 →
 * '1,234,567' (TZS), '12,345.67' (a currency of cents); with a country, 'TZS 1,234,567'.
 * Without one, the decimals are the shown country's (the borrower's). Non-finite values give ''.
 */
export function formatMoney(amount: number, country?: Country): string {
  if (!Number.isFinite(amount)) return '';
  const text = formatMinorUnits(amount, minorUnitsOf(country ?? shownCountry()));
  return country ? `${currencyOf(country)} ${text}` : text;
}

/** An amount in a country's decimals without its currency (for texts that name it apart). */
export function formatAmount(amount: number, country: Country): string {
  return Number.isFinite(amount) ? formatMinorUnits(amount, minorUnitsOf(country)) : '';
}

/** docs/product.md §5: number formatting rejects zero and non-positive values. */
export function isPositiveAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** Formats a positive amount, or null for zero, negative or non-numbers (docs/product.md §5). */
export function formatPositive(value: unknown, country?: Country): string | null {
  return isPositiveAmount(value) ? formatMoney(value, country) : null;
}

/**
 * A timestamp as a Date: up to 10 digits are seconds (docs/product.md §9), longer are milliseconds.
 * Numeric strings are accepted (some payloads quote them); anything else gives null.
 */
export function toDate(ts: number | string | null | undefined): Date | null {
  if (ts === null || ts === undefined) return null;
  const n = typeof ts === 'string' ? (/^\d+$/.test(ts.trim()) ? Number(ts.trim()) : NaN) : ts;
  if (!Number.isSafeInteger(n) || n < 0) return null;
  return new Date(String(n).length <= 10 ? n * 1000 : n);
}

/** Formats a timestamp on the shown country's calendar; '' when the input is not a timestamp. */
export function formatDateTime(
  ts: number | string | null | undefined,
  pattern = 'YYYY-MM-DD HH:mm:ss',
): string {
  const date = toDate(ts);
  if (!date) return '';
  return dayjs
    .utc(date)
    .utcOffset(countryOffsetMinutes(shownCountry(), date.getTime()))
    .format(pattern);
}

/**
 * The business date of a timestamp as borrowers write it in Tanzania and Kenya (and Spanish
 * readers too), 'DD/MM/YYYY': every date a borrower reads goes through here (issue: 2027-02-26).
 */
export function formatDate(ts: number | string | null | undefined): string {
  return formatDateTime(ts, 'DD/MM/YYYY');
}

/** A moment a borrower reads (a message, a deadline, a consent): the date as above, then the time. */
export function formatDateAndTime(ts: number | string | null | undefined): string {
  return formatDateTime(ts, 'DD/MM/YYYY HH:mm');
}
