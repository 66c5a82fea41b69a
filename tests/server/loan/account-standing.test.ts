/** Account deletion asks the loan feature whether money or an application is in flight (docs/product.md §4). */
import { describe, expect, it } from 'vitest';
import { openBusiness } from '../../../src/server/features/orders/account-standing';
import type { OrderStatus } from '../../../src/shared/orders';
import { aBorrower, anOrder } from '../../support/factories';
import { setUpTestDb } from '../helpers';

const ctx = setUpTestDb();

describe('openBusiness', () => {
  it.each<[OrderStatus, 'pendingApplication' | 'unpaidLoan' | undefined]>([
    [6, undefined],
    [14, undefined],
    [1, 'pendingApplication'],
    [18, 'pendingApplication'],
    [7, 'pendingApplication'],
    [2, 'unpaidLoan'],
    [3, 'unpaidLoan'],
    [4, undefined],
    [9, undefined],
  ])('answers for an order in status %i', async (status, reason) => {
    const user = await aBorrower(ctx.testDb.db);
    const order = await anOrder(ctx.testDb.db, user, { status });
    expect(await openBusiness(ctx.testDb, user.id)).toEqual(
      reason ? { open: true, reason, orderNo: order.orderNo } : { open: false },
    );
  });
});
