/** Account deletion asks the loan feature whether money or an application is in flight (spec §4). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanOrders, users } from '../../../src/server/db/schema';
import { openBusiness } from '../../../src/server/features/orders/account-standing';
import type { OrderStatus } from '../../../src/shared/orders';
import { setUpTestDb } from '../helpers';

const ctx = setUpTestDb();

describe('openBusiness', () => {
  it.each<[OrderStatus, object]>([
    [6, { open: false }],
    [14, { open: false }],
    [1, { open: true, reason: 'pendingApplication', orderNo: 'S1' }],
    [18, { open: true, reason: 'pendingApplication', orderNo: 'S1' }],
    [7, { open: true, reason: 'pendingApplication', orderNo: 'S1' }],
    [2, { open: true, reason: 'unpaidLoan', orderNo: 'S1' }],
    [3, { open: true, reason: 'unpaidLoan', orderNo: 'S1' }],
    [4, { open: false }],
    [9, { open: false }],
  ])('answers for an order in status %i', async (status, expected) => {
    const now = new Date();
    const [user] = await ctx.testDb.db
      .insert(users)
      .values({ mobile: '+255712000000', country: 'TZ', createdAt: now })
      .returning();
    await ctx.testDb.db.insert(loanOrders).values({
      orderNo: 'S1',
      userId: user!.id,
      country: 'TZ',
      productId: 'TZ-CASH',
      status,
      level: 1,
      creditLimit: 60_000,
      createdAt: now,
      updatedAt: now,
    });
    expect(await openBusiness(ctx.testDb, user!.id)).toEqual(expected);
    await ctx.testDb.db.delete(loanOrders).where(eq(loanOrders.orderNo, 'S1'));
  });
});
