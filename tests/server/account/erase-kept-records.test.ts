/**
 * The deletion screen's promise: kept records are erased after the retention date. A deleted
 * borrower's loan, payments, callbacks and jobs stay until then and are erased by the background
 * pass after it, once; their journal entries stay, anonymised, so the books keep every entry and
 * total; another borrower's records are untouched.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountDeletions,
  jobs,
  journalEntries,
  journalLines,
  loanOrders,
  paymentIntents,
  webhookInbox,
} from '../../../src/server/db/schema';
import { ORDER_STATUS } from '../../../src/shared/orders';
import { call, lastCode, setUpTestApp } from '../helpers';
import { borrowerAtConfirm, runJobs, submitAndDisburse } from '../loan/steps';

const ctx = setUpTestApp({ dataDir: true });

/** Rows that name an order of `userId`, per table. */
async function keptRows(userId: number) {
  const db = ctx.testDb.db;
  const orders = await db
    .select({ id: loanOrders.id })
    .from(loanOrders)
    .where(eq(loanOrders.userId, userId));
  const ids = orders.map((o) => o.id);
  if (ids.length === 0) return { orders: 0, intents: 0, entries: 0, lines: 0, inbox: 0, jobs: 0 };
  const count = async (q: Promise<unknown[]>) => (await q).length;
  const intents = await db
    .select()
    .from(paymentIntents)
    .where(sql`${paymentIntents.orderId} in ${ids}`);
  return {
    orders: ids.length,
    intents: intents.length,
    entries: await count(
      db
        .select()
        .from(journalEntries)
        .where(sql`${journalEntries.orderId} in ${ids}`),
    ),
    lines: await count(
      db
        .select()
        .from(journalLines)
        .where(sql`${journalLines.orderId} in ${ids}`),
    ),
    inbox: await count(
      db
        .select()
        .from(webhookInbox)
        .where(sql`${webhookInbox.payOrderId} in ${intents.map((i) => i.payOrderId)}`),
    ),
    jobs: await count(
      db
        .select()
        .from(jobs)
        .where(sql`${jobs.payload}->>'orderId' in ${ids.map(String)}`),
    ),
  };
}

/** Every line's account, amount and currency, and every entry's kind and date: what the books say. */
async function books() {
  const db = ctx.testDb.db;
  const lines = await db
    .select({
      account: journalLines.account,
      amount: journalLines.amount,
      c: journalLines.currency,
    })
    .from(journalLines)
    .orderBy(journalLines.id);
  const entries = await db
    .select({ kind: journalEntries.kind, at: journalEntries.at })
    .from(journalEntries)
    .orderBy(journalEntries.id);
  return { lines, entries };
}

async function journalBalance(): Promise<number> {
  const [row] = await ctx.testDb.db
    .select({ sum: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
    .from(journalLines);
  return Number(row?.sum);
}

async function deleteAccount(token: string, mobile: string) {
  expect((await call(ctx.t.app, 'getVerifyCodeDeleteUser', {}, { token })).json().code).toBe(0);
  const verified = await call(
    ctx.t.app,
    'verifyCodeDeleteUser',
    { code: lastCode(ctx.t.sms, mobile) },
    { token },
  );
  const res = await call(
    ctx.t.app,
    'userDelete',
    { ticket: verified.json().data.ticket, reason: 2 },
    { token },
  );
  expect(res.json().code, res.body).toBe(0);
  return (res.json() as { data: { retainedUntil: number } }).data.retainedUntil * 1000;
}

describe('kept records of a deleted account', () => {
  it('stay until the retention date and are erased after it, once', async () => {
    const gone = await borrowerAtConfirm(ctx.t, ctx.testDb, '0713000021');
    await submitAndDisburse(ctx.t, ctx.testDb, gone.token, gone.orderNo, 60_000);
    const kept = await borrowerAtConfirm(ctx.t, ctx.testDb, '0713000022');
    await submitAndDisburse(ctx.t, ctx.testDb, kept.token, kept.orderNo, 60_000);
    // Late callbacks (the sandbox holds some back up to 6 h) arrive before the records are counted.
    ctx.t.clock.advance(7 * 3600_000);
    await runJobs(ctx.t, ctx.testDb);
    // The first loan was repaid (the repayment flow has its own tests): nothing open blocks deletion.
    await ctx.testDb.db
      .update(loanOrders)
      .set({ status: ORDER_STATUS.finish })
      .where(eq(loanOrders.orderNo, gone.orderNo));

    const before = await keptRows(gone.userId);
    expect(before.orders).toBe(1);
    expect(before.intents).toBeGreaterThan(0);
    expect(before.entries).toBeGreaterThan(0);
    const other = await keptRows(kept.userId);

    const goneIntents = await ctx.testDb.db
      .select({ payOrderId: paymentIntents.payOrderId })
      .from(paymentIntents)
      .innerJoin(loanOrders, eq(loanOrders.id, paymentIntents.orderId))
      .where(eq(loanOrders.userId, gone.userId));
    const retainedUntil = await deleteAccount(gone.token, '+255713000021');
    // The other loan must not accrue for seven years in this test: it is finished too.
    await ctx.testDb.db
      .update(loanOrders)
      .set({ status: ORDER_STATUS.finish })
      .where(eq(loanOrders.orderNo, kept.orderNo));
    expect(await keptRows(gone.userId)).toEqual(before);

    ctx.t.clock.advance(retainedUntil - ctx.t.clock.now() - 60_000);
    expect((await runJobs(ctx.t, ctx.testDb)).erased).toBe(0);
    expect(await keptRows(gone.userId)).toEqual(before);

    ctx.t.clock.advance(120_000);
    const booksBefore = await books();
    expect((await runJobs(ctx.t, ctx.testDb)).erased).toBe(1);
    // Not one entry or line lost or changed: the totals of any past period stay as reported.
    expect(await books()).toEqual(booksBefore);
    // Nothing in the journal leads back to the borrower: no order, no note, no payment reference.
    const keys = (await ctx.testDb.db.select().from(journalEntries)).map((e) => e.idemKey);
    for (const { payOrderId } of goneIntents)
      expect(keys.filter((k) => k.includes(payOrderId))).toEqual([]);
    expect(keys.filter((k) => k.includes(gone.orderNo))).toEqual([]);
    expect(await keptRows(gone.userId)).toEqual({
      orders: 0,
      intents: 0,
      entries: 0,
      lines: 0,
      inbox: 0,
      jobs: 0,
    });
    expect(await keptRows(kept.userId)).toEqual(other);
    expect(await journalBalance()).toBe(0);
    const [trace] = await ctx.testDb.db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, gone.userId));
    expect(trace?.recordsErasedAt?.getTime()).toBe(ctx.t.clock.now());
    expect((await runJobs(ctx.t, ctx.testDb)).erased).toBe(0);
  });
});
