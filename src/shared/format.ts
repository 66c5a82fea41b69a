/**
 * Money and date formatting (spec §9): money grouped with commas, dates in the business time zone.
 * Tanzania and Kenya are both fixed UTC+3 with no DST (DESIGN §1), so dates are shown at UTC+3
 * whatever the phone's zone; only dayjs's small `utc` plugin is needed for that, not `timezone`.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

import { COUNTRY_FACTS, type Country } from './countries';

dayjs.extend(utc);

/** Minutes east of UTC of Africa/Dar_es_Salaam and Africa/Nairobi. */
export const BUSINESS_UTC_OFFSET_MINUTES = 180;

/** The currency symbol shown for a country. */
export function currencyOf(country: Country): string {
  return COUNTRY_FACTS[country].currency;
}

/**
 * An amount with comma grouping: 1234567 → '1,234,567'; with a country, 'TZS 1,234,567'.
 * Fractions round half away from zero (money is whole shillings); non-finite values give ''.
 */
export function formatMoney(amount: number, country?: Country): string {
  if (!Number.isFinite(amount)) return '';
  const whole = Math.sign(amount) * Math.round(Math.abs(amount));
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = whole < 0 ? `-${digits}` : digits;
  return country ? `${currencyOf(country)} ${text}` : text;
}

/** Spec §5: number formatting rejects zero and non-positive values. */
export function isPositiveAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** Formats a positive amount, or null for zero, negative or non-numbers (spec §5). */
export function formatPositive(value: unknown, country?: Country): string | null {
  return isPositiveAmount(value) ? formatMoney(value, country) : null;
}

/**
 * A timestamp as a Date: up to 10 digits are seconds (spec §9), longer are milliseconds.
 * Numeric strings are accepted (some payloads quote them); anything else gives null.
 */
export function toDate(ts: number | string | null | undefined): Date | null {
  if (ts === null || ts === undefined) return null;
  const n = typeof ts === 'string' ? (/^\d+$/.test(ts.trim()) ? Number(ts.trim()) : NaN) : ts;
  if (!Number.isSafeInteger(n) || n < 0) return null;
  return new Date(String(n).length <= 10 ? n * 1000 : n);
}

/** Formats a timestamp at UTC+3 with a dayjs pattern; '' when the input is not a timestamp. */
export function formatDateTime(
  ts: number | string | null | undefined,
  pattern = 'YYYY-MM-DD HH:mm:ss',
): string {
  const date = toDate(ts);
  return date ? dayjs.utc(date).utcOffset(BUSINESS_UTC_OFFSET_MINUTES).format(pattern) : '';
}

/** The business date of a timestamp, 'YYYY-MM-DD'. */
export function formatDate(ts: number | string | null | undefined): string {
  return formatDateTime(ts, 'YYYY-MM-DD');
}
