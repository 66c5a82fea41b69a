/**
 * Business dates (DESIGN §1): Tanzania and Kenya are UTC+3 without DST, so a business day is a
 * whole number of days since 1970-01-01 local time. A loan due on day D is on time until the last
 * millisecond of D local (23:59:59.999), whatever the server's zone.
 */
import { BUSINESS_UTC_OFFSET_MINUTES } from '../../shared/format';

const DAY_MS = 86_400_000;
const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;

/** The local business day (days since 1970-01-01 at UTC+3) of an instant in ms. */
export function businessDay(ms: number): number {
  return Math.floor((ms + OFFSET_MS) / DAY_MS);
}

/** The first millisecond of a business day, as an instant. */
export function startOfBusinessDay(day: number): number {
  return day * DAY_MS - OFFSET_MS;
}

/** The last millisecond of a business day: a payment up to here on the due date is on time. */
export function endOfBusinessDay(day: number): number {
  return startOfBusinessDay(day + 1) - 1;
}

/** Whether a payment at `ms` is on time for a loan due on business day `dueDay`. */
export function isOnTime(ms: number, dueDay: number): boolean {
  return businessDay(ms) <= dueDay;
}

/** Days overdue at `ms` (0 on or before the due date). */
export function overdueDays(ms: number, dueDay: number): number {
  return Math.max(0, businessDay(ms) - dueDay);
}

/** 'YYYY-MM-DD' of a business day, for keys and logs. */
export function businessDateText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
