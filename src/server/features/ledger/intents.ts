/**
 * Payment intents (DESIGN §6): a row per payout or collection, created in the business
 * transaction that needs it, then submitted to the rail outside any transaction. A crash between
 * the two leaves a `created` intent that the status sweep finds and resubmits under the same
 * payOrderId, which the rail treats as the same payment.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loanOrders, paymentIntents, type IntentPurpose } from '../../db/schema';
import { RailUnavailable, type WalletRails } from '../../providers/wallet';

export type IntentRow = typeof paymentIntents.$inferSelect;

/** When to ask the rail about a payment no callback settled. */
export const QUERY_AFTER_MS = 2 * 60_000;

export function newPayOrderId(purpose: IntentPurpose): string {
  const prefix = { disburse: 'D', repay: 'R', extension: 'E', refund: 'F' }[purpose];
  return `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;
}

export async function insertIntent(
  db: Db,
  row: Pick<IntentRow, 'orderId' | 'purpose' | 'amount' | 'account' | 'provider'> &
    Partial<IntentRow>,
  now: number,
): Promise<IntentRow | undefined> {
  const [inserted] = await db
    .insert(paymentIntents)
    .values({
      payOrderId: newPayOrderId(row.purpose),
      status: 'created',
      createdAt: new Date(now),
      nextQueryAt: new Date(now + QUERY_AFTER_MS),
      ...row,
    })
    .onConflictDoNothing()
    .returning();
  return inserted;
}

export async function findIntent(
  db: Db,
  payOrderId: string,
  lock = false,
): Promise<IntentRow | undefined> {
  const q = db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.payOrderId, payOrderId))
    .limit(1);
  const rows = lock ? await q.for('update') : await q;
  return rows[0];
}

export async function intentsOfOrder(db: Db, orderId: number): Promise<IntentRow[]> {
  return db.select().from(paymentIntents).where(eq(paymentIntents.orderId, orderId));
}

export async function updateIntent(db: Db, id: number, patch: Partial<IntentRow>): Promise<void> {
  await db.update(paymentIntents).set(patch).where(eq(paymentIntents.id, id));
}

/**
 * Closes the open cashier orders of `orderIds` (their purpose is gone: the loan is settled, rolled
 * over or the account deleted): they time out now, so the cashier never offers them again and the
 * sandbox wallet refuses them. A payment the rail still reports is booked, never dropped: as an
 * overpayment credit when nothing is owed.
 */
export async function closeOpenIntents(db: Db, orderIds: readonly number[], now: number) {
  if (orderIds.length === 0) return;
  await db
    .update(paymentIntents)
    .set({ expiresAt: new Date(now) })
    .where(
      and(
        inArray(paymentIntents.orderId, [...orderIds]),
        inArray(paymentIntents.purpose, ['repay', 'extension']),
        inArray(paymentIntents.status, ['created', 'submitted', 'unknown']),
        gt(paymentIntents.expiresAt, new Date(now)),
      ),
    );
}

/** Closes the open cashier orders of every order of a borrower (the account is being deleted). */
export async function closeUserIntents(db: Db, userId: number, now: number) {
  const orders = await db
    .select({ id: loanOrders.id })
    .from(loanOrders)
    .where(eq(loanOrders.userId, userId));
  await closeOpenIntents(
    db,
    orders.map((o) => o.id),
    now,
  );
}

/** Unsettled intents whose status query is due. */
export async function intentsToQuery(db: Db, now: number, limit = 50): Promise<IntentRow[]> {
  return db
    .select()
    .from(paymentIntents)
    .where(
      and(
        inArray(paymentIntents.status, ['created', 'submitted', 'unknown']),
        lte(paymentIntents.nextQueryAt, new Date(now)),
      ),
    )
    .limit(limit);
}

/** Sends a created intent to the rail; a rail that does not answer leaves it `unknown`. */
export async function submitIntent(
  db: Db,
  rails: WalletRails,
  intent: IntentRow,
  now: number,
): Promise<{ payUrl?: string }> {
  const request = { payOrderId: intent.payOrderId, account: intent.account, amount: intent.amount };
  try {
    // Money out (a loan, a refund) is a payout; money in is a collection.
    const out = intent.purpose === 'disburse' || intent.purpose === 'refund';
    const answer = out ? await rails.payout(request) : await rails.collect(request);
    await db
      .update(paymentIntents)
      .set({ status: 'submitted', providerRef: answer.providerRef, submittedAt: new Date(now) })
      .where(and(eq(paymentIntents.id, intent.id), eq(paymentIntents.status, 'created')));
    const payUrl = (answer as { payUrl?: string }).payUrl;
    return payUrl ? { payUrl } : {};
  } catch (error) {
    if (!(error instanceof RailUnavailable)) throw error;
    await updateIntent(db, intent.id, {
      status: 'unknown',
      nextQueryAt: new Date(now + QUERY_AFTER_MS),
    });
    return {};
  }
}
