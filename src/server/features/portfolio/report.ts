/**
 * The portfolio report for finance: one country, one business day, per product. The
 * close files each day's report (end-of-day.ts), so a closed day is one row read back and never
 * changes; a day filed without one (closed before reports were filed) is summed from the filed
 * delinquency history; today from the last close and what moved since (today.ts); any other day
 * not filed (before the history began) from the journal as it stands. Every sum is made by the
 * database (report-repo.ts).
 */
import { COUNTRY_FACTS, type Country, type Currency } from '../../../shared/countries';
import { businessDateText } from '../../domain/business-date';
import { loanGroupsOn, type LoanGroup, type ProductPortfolio } from '../../domain/portfolio';
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
import { assemble, calendarOf, type Summed } from './report-shape';
import { sinceLastClose } from './today';
import { openGroupsOf } from './today-repo';

export interface Portfolio {
  readonly country: Country;
  readonly currency: Currency;
  readonly day: string;
  /** Read from the filed history (true) or from the journal as it stands (false). */
  readonly filed: boolean;
  readonly buckets: readonly string[];
  readonly products: readonly ProductPortfolio[];
}

/** The loans open at `day`'s close: filed, or summed from the journal and placed as the close would. */
async function loanGroups(
  deps: Pick<ServerDeps, 'db'>,
  country: Country,
  day: number,
  filed: boolean,
): Promise<LoanGroup[]> {
  if (filed) return filedLoanGroups(deps.db, country, day);
  const close = calendarOf(country, day).start(day + 1);
  const groups = await openLoanGroups(deps.db, country, close);
  return loanGroupsOn(groups, day, productOf(country).delinquencyBuckets);
}

/** The report of `country`'s `day` summed in full, from the history (`filed`) or from the journal. */
export async function summed(
  deps: Pick<ServerDeps, 'db'>,
  country: Country,
  day: number,
  filed: boolean,
): Promise<Summed> {
  const cal = calendarOf(country, day);
  const [loans, movements, vintages] = await Promise.all([
    loanGroups(deps, country, day, filed),
    movementSums(deps.db, country, cal.starts(cal.first, day + 1)),
    vintageGroups(deps.db, country, cal.monthStarts, { day, at: cal.start(day + 1) }),
  ]);
  return assemble(country, day, {
    loans,
    movements: movements.map((m) => ({ ...m, day: cal.first + m.day })),
    vintages: vintages.map((v) => ({ ...v, month: cal.monthName(v.month) })),
  });
}

export async function portfolioOf(
  deps: Pick<ServerDeps, 'db'>,
  country: Country,
  day: number,
): Promise<Portfolio> {
  const filed = await isFiled(deps.db, country, day);
  const kept = filed ? await filedReport(deps.db, country, day) : undefined;
  const report =
    (kept && { buckets: kept.buckets, products: kept.products }) ??
    (filed ? undefined : await sinceLastClose(deps, country, day)) ??
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
  const [report, openGroups] = await Promise.all([
    summed(deps, country, day, true),
    openGroupsOf(deps.db, country, day),
  ]);
  await fileReport(deps.db, country, day, { ...report, openGroups }, at);
}
