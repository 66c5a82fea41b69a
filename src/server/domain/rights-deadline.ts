/**
 * Where a borrower's request stands against its answer deadline (docs/decisions/0026): the days
 * left on the server's clock, and whether it was answered in time, as the complaints register
 * reports it. Pure: times are epoch milliseconds.
 */
import { DAY_MS } from '../../shared/business-calendar';

/**
 * Whole days until the deadline, rounded up (a request due in 3 hours has 1 day left), and
 * negative once it passed: -1 is up to a day late. Overdue is past the deadline's instant.
 */
export function daysLeft(dueAt: number, now: number): { daysLeft: number; overdue: boolean } {
  const overdue = now > dueAt;
  const days = overdue ? -Math.ceil((now - dueAt) / DAY_MS) : Math.ceil((dueAt - now) / DAY_MS);
  return { daysLeft: days, overdue };
}

/** met/missed once closed; an open one is missed once late, else pending. */
export type DeadlineMet = 'met' | 'missed' | 'pending';

export function deadlineMet(dueAt: number, closedAt: number | null, now: number): DeadlineMet {
  if (closedAt !== null) return closedAt <= dueAt ? 'met' : 'missed';
  return now > dueAt ? 'missed' : 'pending';
}

/**
 * The instant `days` working days (Monday to Friday on the local calendar) after `from`, at the
 * same local time: filed on a Friday morning with 2 days, due Tuesday morning. `offsetMinutes`
 * is the calendar's offset east of UTC (East Africa keeps one all year).
 */
export function addWorkingDays(from: number, days: number, offsetMinutes: number): number {
  let at = from;
  for (let counted = 0; counted < days;) {
    at += DAY_MS;
    const weekday = new Date(at + offsetMinutes * 60_000).getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted++;
  }
  return at;
}
