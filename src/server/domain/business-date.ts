/**
 * Business dates of loans (docs/architecture.md §1), on the borrower's country's calendar
 * (src/shared/business-calendar.ts): a loan due on day D is on time until the last millisecond
 * of D there (23:59:59.999 local), whatever the server's zone.
 */
import type { Country } from '../../shared/countries';
import { businessDay, DAY_MS } from '../../shared/business-calendar';

export { businessDay, endOfBusinessDay, startOfBusinessDay } from '../../shared/business-calendar';

/** Whether a payment at `ms` is on time for a loan due on business day `dueDay`. */
export function isOnTime(ms: number, dueDay: number, country: Country): boolean {
  return businessDay(ms, country) <= dueDay;
}

/** Days overdue at `ms` (0 on or before the due date). */
export function overdueDays(ms: number, dueDay: number, country: Country): number {
  return Math.max(0, businessDay(ms, country) - dueDay);
}

/** 'YYYY-MM-DD' of a business day, for keys, logs and documents. */
export function businessDateText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
