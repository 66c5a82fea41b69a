/**
 * The portfolio report's calendar and assembly, shared by the full sum (report.ts) and today's
 * sum from the last close (today.ts): which days and months it covers on the country's calendar,
 * and the domain's report made from the database's sums.
 */
import { productOf } from '../products';
import type { Country } from '../../../shared/countries';
import { businessDateText, startOfBusinessDay } from '../../domain/business-date';
import { bucketNames } from '../../domain/delinquency';
import {
  portfolioReport,
  type LoanGroup,
  type Movement,
  type ProductPortfolio,
  type VintageGroup,
} from '../../domain/portfolio';

const DAY_MS = 86_400_000;
/** Vintages shown: the payout months of the last year. */
const VINTAGE_MONTHS = 12;

export interface Summed {
  readonly buckets: string[];
  readonly products: ProductPortfolio[];
}

/** Business day of the first of `day`'s month, `back` months earlier. */
export function monthStart(day: number, back = 0): number {
  const date = new Date(day * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1) / DAY_MS;
}

/** The report's calendar for `country`'s `day`: instants of day starts, its month, its vintages. */
export function calendarOf(country: Country, day: number) {
  const start = (d: number) => new Date(startOfBusinessDay(d, country));
  const months = Array.from({ length: VINTAGE_MONTHS }, (_, i) =>
    monthStart(day, VINTAGE_MONTHS - 1 - i),
  );
  /** Starts of the days from `from` to `to`, both included. */
  const starts = (from: number, to: number) =>
    Array.from({ length: to + 1 - from }, (_, i) => start(from + i));
  return {
    start,
    starts,
    first: monthStart(day),
    monthStarts: months.map(start),
    monthName: (index: number) => businessDateText(months[index] ?? monthStart(day)).slice(0, 7),
    firstMonthName: businessDateText(months[0] ?? monthStart(day)).slice(0, 7),
  };
}

/** The report of `country`'s `day` from its sums (days and months as the domain takes them). */
export function assemble(
  country: Country,
  day: number,
  sums: { loans: LoanGroup[]; movements: Movement[]; vintages: VintageGroup[] },
): Summed {
  const product = productOf(country);
  const buckets = bucketNames(product.delinquencyBuckets);
  return {
    buckets,
    products: portfolioReport({
      productIds: [product.productId],
      buckets,
      day,
      monthStart: monthStart(day),
      ...sums,
    }),
  };
}
