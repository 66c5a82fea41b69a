/** SQL of payment intents (schema/ledger.ts `payment_intents`). */
import { and, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { paymentIntents } from '../../db/schema';

export type IntentRow = typeof paymentIntents.$inferSelect;
export type NewIntent = typeof paymentIntents.$inferInsert;

/** Statuses the rail may still settle. */
const UNSETTLED = ['created', 'submitted', 'unknown'] as const;

/** Inserts an intent; undefined when one with its payOrderId exists. */
export async function insertIntentRow(db: Db, values: NewIntent): Promise<IntentRow | undefined> {
  const [inserted] = await db
    .insert(paymentIntents)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return inserted;
}

/** The columns a new cashier order (a repayment or a rollover fee) sets. */
export type NewCashierIntent = Required<
  Pick<
    NewIntent,
    'payOrderId' | 'orderId' | 'purpose' | 'amount' | 'status' | 'provider' | 'account'
  >
> & {
  readonly channelId: string | null;
  readonly idempotencyKey: string | null;
  // Never null: a placeholder's value goes through the column's mapping, which takes a Date.
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly nextQueryAt: Date;
};

const placeholders = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, sql.placeholder(k)])) as Record<
    K,
    ReturnType<typeof sql.placeholder<K>>
  >;

const CASHIER_COLUMNS = [
  'payOrderId',
  'orderId',
  'purpose',
  'amount',
  'status',
  'provider',
  'account',
  'channelId',
  'createdAt',
  'expiresAt',
  'nextQueryAt',
  'idempotencyKey',
] as const satisfies readonly (keyof NewCashierIntent)[];

// Once per repayment confirm: the insert that opens the payment order.
const insertCashierQuery = preparedOn((db) =>
  db
    .insert(paymentIntents)
    .values(placeholders(CASHIER_COLUMNS))
    .onConflictDoNothing()
    .returning()
    .prepare('insert_cashier_intent'),
);

/** Inserts a cashier order; undefined when one with its payOrderId or idempotency key exists. */
export async function insertCashierIntentRow(
  db: Db,
  values: NewCashierIntent,
): Promise<IntentRow | undefined> {
  const [inserted] = await insertCashierQuery(db).execute(values);
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

// Every repayment view and check reads them (repay/standing.ts).
const ofOrderQuery = preparedOn((db) =>
  db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.orderId, sql.placeholder('orderId')))
    .prepare('intents_of_order'),
);

export async function intentsOfOrder(db: Db, orderId: number): Promise<IntentRow[]> {
  return ofOrderQuery(db).execute({ orderId });
}

export async function updateIntent(db: Db, id: number, patch: Partial<IntentRow>): Promise<void> {
  await db.update(paymentIntents).set(patch).where(eq(paymentIntents.id, id));
}

/** Marks a created intent submitted (a status query may have moved it on already: then nothing). */
export async function markSubmitted(
  db: Db,
  id: number,
  providerRef: string,
  at: Date,
): Promise<void> {
  await markSubmittedQuery(db).execute({ id, providerRef, at: at.toISOString() });
}

// Once per payment sent to a rail (every repayment confirm).
const markSubmittedQuery = preparedOn((db) =>
  db
    .update(paymentIntents)
    // A placeholder in a set is raw SQL to Drizzle (no column mapping): the time goes as text.
    .set({
      status: 'submitted',
      // A payout held while payouts were paused is on its way now.
      failure: null,
      providerRef: sql`${sql.placeholder('providerRef')}`,
      submittedAt: sql`${sql.placeholder('at')}`,
    })
    .where(and(eq(paymentIntents.id, sql.placeholder('id')), eq(paymentIntents.status, 'created')))
    .prepare('mark_intent_submitted'),
);

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
        inArray(paymentIntents.status, [...UNSETTLED]),
        gt(paymentIntents.expiresAt, new Date(now)),
      ),
    );
}

/** Unsettled intents whose status query is due. */
export async function intentsToQuery(db: Db, now: number, limit = 50): Promise<IntentRow[]> {
  return db
    .select()
    .from(paymentIntents)
    .where(
      and(
        inArray(paymentIntents.status, [...UNSETTLED]),
        lte(paymentIntents.nextQueryAt, new Date(now)),
      ),
    )
    .limit(limit);
}

/** The cashier order for this order, purpose and amount that is still open at `now`. */
export async function findOpenCashierIntent(
  db: Db,
  want: Pick<IntentRow, 'orderId' | 'purpose' | 'amount'>,
  now: number,
): Promise<IntentRow | undefined> {
  const rows = await db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.orderId, want.orderId),
        eq(paymentIntents.purpose, want.purpose),
        eq(paymentIntents.amount, want.amount),
        inArray(paymentIntents.status, ['created', 'submitted']),
        gt(paymentIntents.expiresAt, new Date(now)),
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * Serialises the borrower's confirms without an idempotency key on one loan inside a transaction
 * (every server process alike), so parallel identical confirms find the order the first one opened.
 */
export async function lockCashier(db: Db, orderId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`cashier:${orderId}`}))`);
}

/** The payment order a confirm with this idempotency key opened on the loan, if any. */
export async function findKeyedIntent(
  db: Db,
  orderId: number,
  key: string,
): Promise<IntentRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.orderId, orderId), eq(paymentIntents.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** A rollover fee submitted to the rail for the order and not settled yet. */
export async function findSubmittedFee(db: Db, orderId: number): Promise<IntentRow | undefined> {
  const [open] = await db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.orderId, orderId),
        eq(paymentIntents.purpose, 'extension'),
        eq(paymentIntents.status, 'submitted'),
      ),
    )
    .limit(1);
  return open;
}

/** Intents of one rail created in [from, to), in creation order. */
export function intentsCreatedBetween(
  db: Db,
  provider: string,
  from: number,
  to: number,
): Promise<IntentRow[]> {
  return db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.provider, provider),
        gte(paymentIntents.createdAt, new Date(from)),
        lt(paymentIntents.createdAt, new Date(to)),
      ),
    )
    .orderBy(paymentIntents.id);
}
