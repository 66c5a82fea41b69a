/**
 * Penalty waiver: a balanced journal entry, capped per role for the loan's waivers together,
 * never above the penalty owed, audited.
 */
import { describe, expect, it } from 'vitest';
import { loanOrders, users } from '../../../src/server/db/schema';
import { disbursementEntry, penaltyEntry } from '../../../src/server/domain/journal';
import { journalTotal, orderOwed, postEntry } from '../../../src/server/features/ledger/repo';
import { setUpTestApp } from '../helpers';
import { makeStaff, staffLogin } from './staff-session';

const ctx = setUpTestApp();

async function overdueOrder(penalty: number) {
  const { db } = ctx.testDb;
  const now = ctx.t.clock.now();
  const [user] = await db
    .insert(users)
    .values({ mobile: '+255716000077', country: 'TZ', createdAt: new Date(now) })
    .returning();
  if (!user) throw new Error('no user');
  const [order] = await db
    .insert(loanOrders)
    .values({
      orderNo: 'TZW1',
      userId: user.id,
      country: 'TZ',
      productId: 'TZ-CASH',
      status: 3,
      level: 1,
      creditLimit: 60_000,
      amount: 50_000,
      days: 91,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .returning();
  if (!order) throw new Error('no order');
  await postEntry(
    db,
    order.id,
    'payout:W',
    disbursementEntry({ loanAmount: 50_000, fee: 0, feeTax: 0 }),
    now,
  );
  await postEntry(db, order.id, 'penalty:W', penaltyEntry(penalty), now);
  return order;
}

describe('penalty waiver', () => {
  it('books the waiver, keeps the journal balanced and refuses above the cap or the penalty owed', async () => {
    const order = await overdueOrder(25_000);
    const account = await makeStaff(
      { db: ctx.testDb.db, clock: ctx.t.clock.now },
      'col@lender.test',
      'collections',
    );
    const s = await staffLogin(ctx.t.app, ctx.t.clock.now, account);
    const waive = (amount: number, reason = 'hospital stay') =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/ops/api/orders/TZW1/waiver',
        headers: s.headers,
        payload: { amount, reason },
      });

    expect((await waive(20_001)).json()).toEqual({ error: 'overCap' });
    expect((await waive(1_000, ' ')).json()).toEqual({ error: 'badInput' });
    expect((await waive(15_000)).json()).toEqual({ penaltyLeft: 10_000 });
    expect((await waive(10_001)).json()).toEqual({ error: 'overOwed' });
    expect((await orderOwed(ctx.testDb.db, order.id)).penalty).toBe(10_000);
    // The cap is for the loan's waivers together: 15,000 + 5,001 would pass 20,000.
    expect((await waive(5_001)).json()).toEqual({ error: 'overCap' });
    expect((await waive(5_000)).json()).toEqual({ penaltyLeft: 5_000 });
    expect((await waive(1)).json()).toEqual({ error: 'overCap' });
    expect((await orderOwed(ctx.testDb.db, order.id)).penalty).toBe(5_000);
    expect(await journalTotal(ctx.testDb.db)).toBe(0);
    const audit = await ctx.t.app.inject({
      url: '/ops/api/audit?target=order:TZW1',
      headers: s.headers,
    });
    expect(audit.statusCode).toBe(403); // collections may not read the audit log
  });
});
