/**
 * A penalty waived by staff is what the borrower reads (issue: what the screen shows is what the
 * books hold): repay detail shows the penalty charged and the reduction from the journal, and the
 * amount due, records and the journal agree to the shilling.
 */
import { describe, expect, it } from 'vitest';
import { orderOwed } from '../../../src/server/features/ledger/repo';
import { totalOwed } from '../../../src/server/domain/allocation';
import { waivePenalty } from '../../../src/server/features/ops-console/waiver';
import { loanOrders } from '../../../src/server/db/schema';
import { eq } from 'drizzle-orm';
import { setUpTestApp } from '../helpers';
import { api, borrowerAtConfirm, relogin, submitAndDisburse } from '../loan/steps';
import { makeStaff } from '../ops-console/staff-session';

const ctx = setUpTestApp();

describe('a staff penalty waiver', () => {
  it('shows as penaltyReduction and lowers the amount due the borrower reads', async () => {
    const { t, testDb } = ctx;
    const mobile = '0712000031';
    const { token, orderNo } = await borrowerAtConfirm(t, testDb, mobile);
    await submitAndDisburse(t, testDb, token, orderNo, 10_000);
    t.clock.advance(101 * 86_400_000); // ten days past the 91-day due date
    const session = await relogin(t, mobile);
    const before = await api(t, 'repaymentDetail', { orderNo }, session);
    expect(before.status).toBe(3);
    expect(before.penalty).toBeGreaterThan(0);
    expect(before.penaltyReduction).toBe(0);

    const staff = await makeStaff({ db: testDb.db, clock: t.clock.now }, 'c@lender.test', 'admin');
    await waivePenalty(
      { db: testDb.db, clock: t.clock.now },
      { id: staff.id, email: staff.email, role: 'admin' },
      { orderNo, amount: 1_000, reason: 'hospital stay', ip: '127.0.0.1' },
    );
    const after = await api(t, 'repaymentDetail', { orderNo }, session);
    expect(after.penalty).toBe(before.penalty);
    expect(after.penaltyReduction).toBe(1_000);
    expect(after.amountDue).toBe(before.amountDue - 1_000);
    const [order] = await testDb.db
      .select()
      .from(loanOrders)
      .where(eq(loanOrders.orderNo, orderNo));
    expect(after.amountDue).toBe(totalOwed(await orderOwed(testDb.db, order!.id)));
    const records = await api(t, 'loanOrderListMarket', {}, session);
    expect(records.list.find((o) => o.orderNo === orderNo)?.amountDue).toBe(after.amountDue);
  });
});
