/**
 * A repayment confirm reads the order, the wallet and the journal's sums in one statement
 * (repay/confirm-repo.ts): the sums it reads are the ones orderTotals reads, to the shilling,
 * for a loan paid out, part repaid and accrued 40 days; another borrower's order is not found.
 */
import { describe, expect, it } from 'vitest';
import { orderTotalsFrom } from '../../../src/server/domain/order-totals';
import { orderTotals } from '../../../src/server/features/ledger';
import { findConfirmFacts } from '../../../src/server/features/repay/confirm-repo';
import { findOwnOrder } from '../../../src/server/features/orders/repo';
import { productOfOrder } from '../../../src/server/features/products';
import { accruedToday } from '../../../src/server/features/repay/standing';
import { setUpTestApp } from '../helpers';
import { api, borrowerAtConfirm, submitAndDisburse } from '../loan/steps';

const ctx = setUpTestApp({ perTest: false, reset: false, dataDir: true });
const DAY = 86_400_000;

describe('confirm facts', () => {
  it('sums the journal as orderTotals does and finds only the borrower’s own order', async () => {
    const { token, userId, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0715000031');
    await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 5_000);
    const input = { orderNo, channelId: 'wallet', purpose: 'repay', amount: 2_000 };
    const paid = await api(ctx.t, 'repaymentConfirm', input, token);
    await ctx.t.app.inject({ method: 'POST', url: `${paid.payUrl}/approve` });
    ctx.t.clock.advance(40 * DAY);
    const found = await findOwnOrder(ctx.testDb.db, userId, orderNo);
    if (!found) throw new Error('no order');
    const deps = { db: ctx.testDb.db, clock: ctx.t.clock.now };
    const order = await accruedToday(deps, found, productOfOrder(found));
    const facts = await findConfirmFacts(ctx.testDb.db, userId, orderNo);
    expect(facts?.order.id).toBe(order.id);
    expect(facts?.walletAccount).toMatch(/^\+255/);
    const expected = await orderTotals(ctx.testDb.db, order.id);
    expect(expected.paid).toBe(2_000);
    expect(facts?.sums.length).toBeGreaterThanOrEqual(4);
    expect(orderTotalsFrom(facts?.sums ?? [])).toEqual(expected);
    expect(await findConfirmFacts(ctx.testDb.db, userId + 1, orderNo)).toBeUndefined();
  });
});
