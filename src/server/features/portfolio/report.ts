/**
 * The portfolio report for finance (issue 35): one country, one business day, per product. The
 * close files each day's report (end-of-day.ts), so a closed day is one row read back and never
 * changes; a day filed without one (closed before reports were filed) is summed from the filed
 * delinquency history; a day not filed (today, or before the history began) from the journal as it
 * stands. Every sum is made by the database (report-repo.ts).
 */
import { COUNTRY_FACTS, type Country, type Currency } from '../../../shared/countries';
import { businessDateText, startOfBusinessDay } from '../../domain/business-date';
import { bucketNames, bucketOf, daysPastDue } from '../../domain/delinquency';
import { portfolioReport, type LoanGroup, type ProductPortfolio } from '../../domain/portfolio';
import type { ServerDeps } from '../../types';
import { productOf } from '../products';
import { isFiled } from './delinquency-repo';
import {
  filedLoanGroups,
  filedReport,
  fileReport,
  movementSums,
  openLoanGroups,
  vintageGroups,
} from './report-repo';

const DAY_MS = 86_400_000;
/** Vintages shown: the payout months of the last year. */
const VINTAGE_MONTHS = 12;

export interface Portfolio {
  readonly country: Country;
  readonly currency: Currency;
  readonly day: string;
  /** Read from the filed history (true) or from the journal as it stands (false). */
  readonly filed: boolean;
  readonly buckets: readonly string[];
  readonly products: readonly ProductPortfolio[];
}

/** Business day of the first of `day`'s month, `back` months earlier. */
function monthStart(day: number, back = 0): number {
  const date = new Date(day * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1) / DAY_MS;
}

/** The loans open at `day`'s close: filed, or summed from the journal and placed as the close would. */
async function loanGroups(
  deps: Pick<ServerDeps, 'db'>,
  country: Country,
  day: number,
  filed: boolean,
): Promise<LoanGroup[]> {
  if (filed) return filedLoanGroups(deps.db, country, day);
  const buckets = productOf(country).delinquencyBuckets;
  const close = new Date(startOfBusinessDay(day + 1, country));
  const groups = await openLoanGroups(deps.db, country, close);
  return groups.map((g) => {
    const dpd = g.dueDay === null ? 0 : daysPastDue(day, g.dueDay);
    return { ...g, daysPastDue: dpd, bucket: bucketOf(buckets, dpd) };
  });
}

/** The report of `country`'s `day` summed from the history (`filed`) or from the journal. */
async function summed(
  deps: Pick<ServerDeps, 'db'>,
  country: Country,
  day: number,
  filed: boolean,
): Promise<{ buckets: string[]; products: ProductPortfolio[] }> {
  const product = productOf(country);
  const start = (d: number) => new Date(startOfBusinessDay(d, country));
  const first = monthStart(day);
  const days = Array.from({ length: day + 2 - first }, (_, i) => start(first + i));
  const months = Array.from({ length: VINTAGE_MONTHS }, (_, i) =>
    monthStart(day, VINTAGE_MONTHS - 1 - i),
  );
  const [loans, movements, vintages] = await Promise.all([
    loanGroups(deps, country, day, filed),
    movementSums(deps.db, country, days),
    vintageGroups(deps.db, country, months.map(start), start(day + 1)),
  ]);
  const buckets = bucketNames(product.delinquencyBuckets);
  return {
    buckets,
    products: portfolioReport({
      productIds: [product.productId],
      buckets,
      day,
      monthStart: first,
      loans,
      movements: movements.map((m) => ({ ...m, day: first + m.day })),
      vintages: vintages.map((v) => ({
        ...v,
        month: businessDateText(months[v.month] ?? first).slice(0, 7),
      })),
    }),
  };
}

export async function portfolioOf(
  deps: Pick<ServerDeps, 'db'>,
  country: Country,
  day: number,
): Promise<Portfolio> {
  const filed = await isFiled(deps.db, country, day);
  const report =
    (filed ? await filedReport(deps.db, country, day) : undefined) ??
    (await summed(deps, country, day, filed));
  return {
    country,
    currency: COUNTRY_FACTS[country].currency,
    day: businessDateText(day),
    filed,
    ...report,
  };
}

/** Files the report of `country`'s `day`, just closed, from its filed delinquency. */
export async function filePortfolio(
  deps: Pick<ServerDeps, 'db'>,
  country: Country,
  day: number,
  at: Date,
): Promise<void> {
  await fileReport(deps.db, country, day, await summed(deps, country, day, true), at);
}
