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

/** 'YYYY-MM-DD' of a business day, for keys, logs, files and the console. */
export function businessDateText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 'DD/MM/YYYY' of a business day, as borrowers write it: for what a borrower reads (an SMS,
 * the agreement), as the app's own screens show dates (src/shared/format.ts). */
export function borrowerDateText(day: number): string {
  return borrowerDateOf(businessDateText(day));
}

/** 'DD/MM/YYYY' of a 'YYYY-MM-DD' day (one a collector entered, say), for a borrower to read. */
export function borrowerDateOf(isoDay: string): string {
  const [year, month, date] = isoDay.split('-');
  return `${date}/${month}/${year}`;
}
