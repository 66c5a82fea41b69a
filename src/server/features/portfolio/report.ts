/**
 * The portfolio report for finance (issue 35): one country, one business day, per product. A
 * closed day reads the filed delinquency history, so the answer for a past day never changes; a
 * day not filed (today, or before the history began) is read from the journal as it stands.
 */
import { COUNTRY_FACTS, type Country, type Currency } from '../../../shared/countries';
import { businessDateText, businessDay, startOfBusinessDay } from '../../domain/business-date';
import { bucketNames } from '../../domain/delinquency';
import {
  portfolioReport,
  type DisbursedLoan,
  type Movement,
  type ProductPortfolio,
} from '../../domain/portfolio';
import type { ServerDeps } from '../../types';
import { productOf } from '../products';
import { delinquencyOn, isFiled } from './delinquency-repo';
import { delinquencyAtClose } from './end-of-day';
import { loansPaidOut, movementLines, type MovementLine } from './report-repo';

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

function movementOf(line: MovementLine, country: Country): Movement | undefined {
  const day = businessDay(line.at.getTime(), country);
  const at = (kind: Movement['kind'], amount: number): Movement => ({
    productId: line.productId,
    kind,
    amount,
    day,
  });
  if (line.kind === 'disbursement' && line.account === 'receivable:principal')
    return at('disbursed', line.amount);
  if (line.kind === 'write-off' && line.account === 'expense:write-off')
    return at('writtenOff', line.amount);
  if ((line.kind === 'repayment' || line.kind === 'rollover-fee') && line.account === 'cash')
    return at(
      line.writtenOffAt !== null && line.writtenOffAt <= line.at ? 'recovered' : 'collected',
      line.amount,
    );
  return undefined;
}

export async function portfolioOf(
  deps: Pick<ServerDeps, 'db'>,
  country: Country,
  day: number,
): Promise<Portfolio> {
  const product = productOf(country);
  const close = new Date(startOfBusinessDay(day + 1, country));
  const filed = await isFiled(deps.db, country, day);
  const loans = filed
    ? await delinquencyOn(deps.db, country, day)
    : await delinquencyAtClose(deps, country, day);
  const first = monthStart(day);
  const lines = await movementLines(
    deps.db,
    country,
    new Date(startOfBusinessDay(first, country)),
    close,
  );
  const paidOut = await loansPaidOut(
    deps.db,
    country,
    new Date(startOfBusinessDay(monthStart(day, VINTAGE_MONTHS - 1), country)),
    close,
  );
  const vintages: DisbursedLoan[] = paidOut.map((loan) => ({
    productId: loan.productId,
    month: businessDateText(businessDay(loan.disbursedAt?.getTime() ?? 0, country)).slice(0, 7),
    repaidOnTime: loan.onTime === 1 && loan.finishedAt !== null && loan.finishedAt < close,
  }));
  const buckets = bucketNames(product.delinquencyBuckets);
  return {
    country,
    currency: COUNTRY_FACTS[country].currency,
    day: businessDateText(day),
    filed,
    buckets,
    products: portfolioReport({
      productIds: [product.productId],
      buckets,
      day,
      monthStart: first,
      loans,
      movements: lines.flatMap((l) => movementOf(l, country) ?? []),
      vintages,
    }),
  };
}
