/**
 * The statement of account: a paid-out loan with days of interest and a payment reads
 * back as every charge and payment with its allocation, its balance equal to what the journal says
 * is owed; another borrower's order is not found.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { totalOwed } from '../../../src/server/domain/allocation';
import { loanOrders } from '../../../src/server/db/schema';
import { orderOwed } from '../../../src/server/features/ledger/repo';
import { call, setUpTestApp } from '../helpers';
import { api, borrowerAtConfirm, codeOf, pay, relogin, submitAndDisburse } from '../loan/steps';

const ctx = setUpTestApp();

describe('GET /portal/repayment/statement', () => {
  it('lists the payout, the interest and a payment with its split, ending at what is owed', async () => {
    const { t, testDb } = ctx;
    const mobile = '0712000341';
    const { token, orderNo } = await borrowerAtConfirm(t, testDb, mobile);
    await submitAndDisburse(t, testDb, token, orderNo, 10_000);
    t.clock.advance(5 * 86_400_000);
    const session = await relogin(t, mobile);
    const paid = await pay(t, session, orderNo, 'repay', 2_000);

    const s = await api(t, 'repaymentStatement', { orderNo }, session);
    expect(s.orderNo).toBe(orderNo);
    const kinds = s.lines.map((l) => l.kind);
    expect(kinds.slice(0, 4)).toEqual(['principal', 'fee', 'tax', 'payout']);
    expect(s.lines[0]).toMatchObject({ amount: 10_000, balance: 10_000 });
    expect(s.totals.payout).toBe(10_000 - s.totals.fee - s.totals.tax);
    const interest = s.lines.find((l) => l.kind === 'interest');
    expect(interest?.fromDate).toBeLessThan(interest?.toDate ?? 0);
    const payment = s.lines.find((l) => l.kind === 'payment');
    expect(payment).toMatchObject({ reference: paid.payOrderId, amount: 2_000 });
    const a = payment?.allocation;
    expect((a?.interest ?? 0) + (a?.principal ?? 0)).toBe(2_000);

    const [order] = await testDb.db
      .select()
      .from(loanOrders)
      .where(eq(loanOrders.orderNo, orderNo));
    const owed = totalOwed(await orderOwed(testDb.db, order!.id));
    expect(s.balance).toBe(owed);
    expect(s.lines.at(-1)?.balance).toBe(owed);
    const detail = await api(t, 'repaymentDetail', { orderNo }, session);
    expect(s.balance).toBe(detail.amountDue);
  });

  it("answers another borrower's order as not found", async () => {
    const { t, testDb } = ctx;
    const owner = await borrowerAtConfirm(t, testDb, '0712000342');
    await submitAndDisburse(t, testDb, owner.token, owner.orderNo, 5_000);
    const other = await borrowerAtConfirm(t, testDb, '0712000343');
    const res = await call(
      t.app,
      'repaymentStatement',
      { orderNo: owner.orderNo },
      {
        token: other.token,
      },
    );
    expect(codeOf(res)).toBe(30002);
  });
});
