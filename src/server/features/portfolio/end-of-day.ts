/**
 * The end-of-day close of the loan book: once a country's business day is over on its
 * own calendar, every loan open at its close is filed with its days past due, bucket and principal
 * outstanding. Idempotent per country and day; a server down for a while catches up on the days it
 * missed (up to a month), each as it closed. The day's portfolio report is filed with it.
 */
import { COUNTRY_CODES, type Country } from '../../../shared/countries';
import { businessDay, startOfBusinessDay } from '../../domain/business-date';
import { bucketOf, daysPastDue } from '../../domain/delinquency';
import type { ServerDeps } from '../../types';
import { productOf } from '../products';
import { fileDay, lastFiledDay, loansOpenAt, type DelinquencyRow } from './delinquency-repo';
import { filePortfolio } from './report';
import { forgetMoves } from './today-repo';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

/** The furthest back a late close reaches: older gaps stay gaps rather than guesses. */
const CATCH_UP_DAYS = 31;
/** How long a loan's move is kept: longer than today's report reaches back to its last close. */
const MOVES_KEPT_MS = 40 * 86_400_000;

/** The rows of `country`'s loans open at the close of business day `day`. */
export async function delinquencyAtClose(
  deps: Pick<ServerDeps, 'db'>,
  country: Country,
  day: number,
): Promise<DelinquencyRow[]> {
  const close = new Date(startOfBusinessDay(day + 1, country));
  const buckets = productOf(country).delinquencyBuckets;
  const open = await loansOpenAt(deps.db, country, close);
  return open.map((loan) => {
    const dpd = loan.dueDay === null ? 0 : daysPastDue(day, loan.dueDay);
    return {
      orderId: loan.orderId,
      day,
      country,
      productId: loan.productId,
      daysPastDue: dpd,
      bucket: bucketOf(buckets, dpd),
      principal: loan.principal,
      dueDay: loan.dueDay,
    };
  });
}

/** Files every closed, unfiled day of every country; returns how many country-days it filed. */
export async function closeBusinessDays(deps: Deps): Promise<number> {
  const now = deps.clock();
  let filed = 0;
  for (const country of COUNTRY_CODES) {
    const yesterday = businessDay(now, country) - 1;
    const last = await lastFiledDay(deps.db, country);
    const first = Math.max(last === undefined ? yesterday : last + 1, yesterday - CATCH_UP_DAYS);
    for (let day = first; day <= yesterday; day++) {
      const rows = await delinquencyAtClose(deps, country, day);
      const done = await deps.db.transaction((tx) =>
        fileDay(tx, country, day, rows, new Date(now)),
      );
      if (!done) continue;
      await filePortfolio(deps, country, day, new Date(now));
      filed++;
    }
  }
  await forgetMoves(deps.db, new Date(now - MOVES_KEPT_MS));
  return filed;
}
