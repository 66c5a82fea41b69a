/**
 * Amounts from the journal as of today (issue: records kept "Repay 64,488" after a part payment,
 * a rollover and 70 days overdue; repay_detail kept the interest to the due date): repay_detail,
 * records and Home all show what the journal derives at the current clock.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanOrders } from '../../../src/server/db/schema';
import { totalOwed } from '../../../src/server/domain/allocation';
import { orderOwed } from '../../../src/server/features/ledger/repo';
import { interestFor } from '../../../src/server/domain/pricing';
import type { LoanOrderListMarketResponse } from '../../../src/shared/contract/types.gen';
import { call, setUpTestApp } from '../helpers';

type Summary = LoanOrderListMarketResponse['list'][number];
import { api, borrowerAtConfirm, pay, relogin, submitAndDisburse } from '../loan/steps';

const ctx = setUpTestApp({ dataDir: true });
const DAY = 86_400_000;

async function journalDue(orderNo: string): Promise<number> {
  const [order] = await ctx.testDb.db
    .select()
    .from(loanOrders)
    .where(eq(loanOrders.orderNo, orderNo));
  if (!order) throw new Error('no order');
  return totalOwed(await orderOwed(ctx.testDb.db, order.id));
}

/** Every borrower-facing figure of what is due, read at the current clock. */
async function shown(orderNo: string, token: string) {
  const detail = await api(ctx.t, 'repaymentDetail', { orderNo }, token);
  const records = await api(ctx.t, 'loanOrderListMarket', {}, token);
  const home = await call(ctx.t.app, 'homepageData', {}, { token });
  const homeOrder = (home.json() as { data: { order?: Summary } }).data.order;
  const row = records.list.find((o) => o.orderNo === orderNo);
  // Every screen names the same two amounts; repayAmount stays the signed total everywhere.
  for (const o of [row, homeOrder])
    expect(o).toMatchObject({
      repayAmount: detail.repayAmount,
      owedOnDueDate: detail.owedOnDueDate,
    });
  return { detail, record: row?.amountDue, home: homeOrder?.amountDue };
}

describe('amounts as of today', () => {
  it('agree with the journal after a same-day view, a part payment, a rollover and 70 days late', async () => {
    const { token: first, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0715100001');
    let token = first;
    await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 60_000);

    // Same day: no interest has run yet, so repaying now costs the principal only.
    let s = await shown(orderNo, token);
    expect(s.detail.interest).toBe(0);
    expect(s.detail.amountDue).toBe(60_000);
    expect([s.record, s.home]).toEqual([60_000, 60_000]);
    // By the due date: the signed total of the agreement (60,000 + 4,488), not today's 60,000.
    expect(s.detail.repayAmount).toBe(64_488);
    expect(s.detail.owedOnDueDate).toBe(64_488);

    // Ten days on: 60,000 × 30 %/365 × 10 = 493.15 → 493 of interest to date, not 4,488.
    ctx.t.clock.advance(10 * DAY);
    await pay(ctx.t, token, orderNo, 'repay', 10_000);
    s = await shown(orderNo, token);
    expect(s.detail.interest).toBe(493);
    expect(s.detail.amountRepaid).toBe(10_000);
    expect(s.detail.amountDue).toBe(60_000 + 493 - 10_000);
    expect(s.detail.amountDue).toBe(await journalDue(orderNo));
    expect([s.record, s.home]).toEqual([s.detail.amountDue, s.detail.amountDue]);
    // The 10,000 paid the 493 of interest and 9,507 of principal: 81 days left on 50,493.
    const interestToDue = interestFor(60_000 * 10 + 50_493 * 81, 3_000) - 493;
    expect(s.detail.owedOnDueDate).toBe(50_493 + interestToDue);
    expect(s.detail.repayAmount).toBe(64_488);

    // A rollover fee is income, not a repayment: what is due does not move.
    const before = s.detail.amountDue;
    await pay(ctx.t, token, orderNo, 'extension', 0);
    s = await shown(orderNo, token);
    expect(s.detail.amountDue).toBe(before);
    expect(s.detail.amountRepaid).toBe(10_000);

    // 70 days past the due date: penalty accrued, status overdue, the lists follow the journal.
    ctx.t.clock.advance(91 * DAY + 70 * DAY);
    token = await relogin(ctx.t, '0715100001');
    s = await shown(orderNo, token);
    expect(s.detail.status).toBe(3);
    expect(s.detail.penalty).toBeGreaterThan(0);
    expect(s.detail.amountDue).toBe(await journalDue(orderNo));
    expect(s.detail.amountDue).not.toBe(64_488);
    expect(s.detail.owedOnDueDate).toBe(s.detail.amountDue);
    expect(s.detail.overdueSince).toBeGreaterThan(s.detail.dueDate);
    expect([s.record, s.home]).toEqual([s.detail.amountDue, s.detail.amountDue]);
  });
});
