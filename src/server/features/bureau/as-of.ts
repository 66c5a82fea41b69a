/**
 * The moment a bureau file stands at (docs/decisions/0058-bureau-files-as-of-their-day.md): a file
 * dated D reports the books as they were at the end of D in the country's zone, however late the
 * job that writes it runs, so a day caught up after a stop or a clock jump reads as it was.
 */
import { startOfBusinessDay } from '../../domain/business-date';
import type { Country } from '../../../shared/countries';

export interface AsOf {
  /** The file's business day. */
  readonly day: number;
  /** The first instant after that day: nothing from here on is in the file. */
  readonly end: Date;
}

export function asOfDay(day: number, country: Country): AsOf {
  return { day, end: new Date(startOfBusinessDay(day + 1, country)) };
}

/** The last instant of the day: the clock the listing rules read a file's facts at. */
export const lastInstant = (asOf: AsOf): number => asOf.end.getTime() - 1;

/** Whether `at` (ms or a date; null = never) happened by the end of the day. */
export function happenedBy(asOf: AsOf, at: Date | number | null | undefined): boolean {
  if (at === null || at === undefined) return false;
  return (typeof at === 'number' ? at : at.getTime()) < asOf.end.getTime();
}
