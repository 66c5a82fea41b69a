/**
 * Periodic sweeps run with the jobs: status queries for payments no callback settled, the daily
 * accrual of every open loan (idempotent per loan and day), and due-date reminders.
 */
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { businessDay } from '../domain/business-date';
import { COUNTRY_CODES, type Country } from '../../shared/countries';
import { loanOrders, reminders, users } from '../db/schema';
import { ORDER_STATUS, statusesInPhase } from '../../shared/orders';
import { walletRails } from '../providers';
import type { ServerDeps } from '../types';
import { applyReport } from '../features/ledger/callbacks';
import { accrueLoan } from '../features/ledger/accrue';
import { submitIntent, QUERY_AFTER_MS } from '../features/ledger/intents';
import { intentsToQuery, updateIntent } from '../features/ledger/intents-repo';
import { productOfOrder } from '../features/loans/products';
import { lockOrder } from '../features/orders/repo';
import { sendReminder } from '../providers/notify';

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
      // The cashier order timed out unpaid (spec §4): close it, so the next confirm opens a new one.
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

/** Days before the due date a reminder goes out (0 = on the day). */
const REMIND_DAYS_BEFORE = [3, 1, 0];

/** Sends each due-date reminder once per loan, due date and day (each country's day). */
export async function sendDueReminders(deps: Deps): Promise<number> {
  const now = deps.clock();
  let sent = 0;
  for (const country of COUNTRY_CODES) {
    const today = businessDay(now, country);
    const rows = await deps.db
      .select({ id: loanOrders.id, dueDay: loanOrders.dueDay, mobile: users.mobile })
      .from(loanOrders)
      .innerJoin(users, eq(users.id, loanOrders.userId))
      .where(
        and(
          inCountry(country),
          eq(loanOrders.status, ORDER_STATUS.repaying),
          inArray(
            loanOrders.dueDay,
            REMIND_DAYS_BEFORE.map((d) => today + d),
          ),
        ),
      );
    for (const row of rows) {
      if (row.dueDay === null) continue;
      const kind = `due-in-${row.dueDay - today}`;
      const [fresh] = await deps.db
        .insert(reminders)
        .values({ orderId: row.id, dueDay: row.dueDay, kind, sentAt: new Date(now) })
        .onConflictDoNothing()
        .returning();
      if (!fresh) continue;
      await sendReminder(deps, { mobile: row.mobile, daysLeft: row.dueDay - today });
      sent++;
    }
  }
  return sent;
}
