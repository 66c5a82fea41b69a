/**
 * Periodic sweeps run with the jobs: status queries for payments no callback settled, the daily
 * accrual of every open loan (idempotent per loan and day). Reminders: features/payment-sms/reminders.ts.
 */
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { businessDay } from '../domain/business-date';
import { COUNTRY_CODES, type Country } from '../../shared/countries';
import { loanOrders } from '../db/schema';
import { statusesInPhase } from '../../shared/orders';
import { walletRails } from '../providers';
import type { ServerDeps } from '../types';
import {
  QUERY_AFTER_MS,
  accrueLoan,
  applyReport,
  intentsToQuery,
  submitIntent,
  updateIntent,
} from '../features/ledger';
import { productOfOrder } from '../features/products';
import { lockOrder } from '../features/orders';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'sms' | 'log'>;

/** Asks the rail about unsettled payments; resubmits those it never received. */
export async function queryUnsettled(deps: Deps): Promise<number> {
  const now = deps.clock();
  const rails = walletRails(deps);
  const due = await intentsToQuery(deps.db, now);
  for (const intent of due) {
    const report = await rails.query(intent.payOrderId);
    if (report === 'notFound') {
      // Never reached the rail (crash or timeout before it answered): send it again, same id.
      if (intent.status !== 'submitted')
        await updateIntent(deps.db, intent.id, { status: 'created' });
      await submitIntent(deps.db, rails, { ...intent, status: 'created' }, now);
      await updateIntent(deps.db, intent.id, { nextQueryAt: new Date(now + QUERY_AFTER_MS) });
    } else if (
      report === 'pending' &&
      intent.purpose !== 'disburse' &&
      intent.expiresAt &&
      intent.expiresAt.getTime() < now
    ) {
      // The cashier order timed out unpaid (docs/product.md §4): close it, so the next confirm opens a new one.
      await applyReport(deps.db, intent.payOrderId, 'failed', now);
    } else {
      await applyReport(deps.db, intent.payOrderId, report, now);
    }
  }
  return due.length;
}

/** Loans of `country`, with "today" on that country's calendar. */
const inCountry = (country: Country) => eq(loanOrders.country, country);

/** Accrues every open loan through today (each country's today). */
export async function accrueOpenLoans(deps: Deps): Promise<number> {
  const now = deps.clock();
  const behind = (country: Country) =>
    and(
      inCountry(country),
      or(
        isNull(loanOrders.accrual),
        lt(sql`(${loanOrders.accrual}->>'accruedThroughDay')::int`, businessDay(now, country)),
      ),
    );
  const open = await deps.db
    .select({ id: loanOrders.id })
    .from(loanOrders)
    .where(
      and(
        inArray(loanOrders.status, statusesInPhase('repaying')),
        or(...COUNTRY_CODES.map(behind)),
      ),
    );
  for (const { id } of open) {
    await deps.db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (order) await accrueLoan(tx, order, productOfOrder(order), now);
    });
  }
  return open.length;
}
