/**
 * Credit policy as data (issue: repaying 30 minutes after the payout raised a Kenyan limit
 * 60,000 → 150,000, and a second same-day loan → 300,000): a loan repaid on time climbs the
 * ladder only if held product.json's limitRaise.minDaysHeld days with its share of interest
 * accrued; a quick repayment and a late one leave the limit where it was.
 */
import { describe, expect, it } from 'vitest';
import { countsTowardLimit } from '../../../src/server/domain/ladder';
import { productOf } from '../../../src/server/features/products';
import { setUpTestApp } from '../helpers';
import { api, borrowerAtConfirm, pay, relogin, submitAndDisburse } from './steps';

const ctx = setUpTestApp({ dataDir: true });
const DAY = 86_400_000;

describe('countsTowardLimit', () => {
  const policy = { minDaysHeld: 14, minInterestShareBp: 2_500 };
  const loan = { onTime: true, daysHeld: 30, interestAccrued: 1_480, interestScheduled: 4_488 };
  it('needs on time, the days held and the share of interest, each on its own', () => {
    expect(countsTowardLimit(policy, loan)).toBe(true);
    expect(countsTowardLimit(policy, { ...loan, onTime: false })).toBe(false);
    expect(countsTowardLimit(policy, { ...loan, daysHeld: 13 })).toBe(false);
    // 25 % of 4,488 is 1,122: one shilling short does not count, exactly that does.
    expect(countsTowardLimit(policy, { ...loan, interestAccrued: 1_121 })).toBe(false);
    expect(countsTowardLimit(policy, { ...loan, interestAccrued: 1_122 })).toBe(true);
    expect(countsTowardLimit({ minDaysHeld: 0, minInterestShareBp: 0 }, loan)).toBe(true);
  });

  it('is read from each country product file', () => {
    for (const c of ['TZ', 'KE'] as const)
      expect(productOf(c).limitRaise).toEqual({ minDaysHeld: 14, minInterestShareBp: 2_000 });
  });
});

describe('the limit ladder', () => {
  it('stays after a loan repaid minutes after the payout, and climbs after one held and used', async () => {
    const mobile = '0715300001';
    const first = await borrowerAtConfirm(ctx.t, ctx.testDb, mobile);
    let token = first.token;
    await submitAndDisburse(ctx.t, ctx.testDb, token, first.orderNo, 60_000);
    ctx.t.clock.advance(30 * 60_000);
    await pay(ctx.t, token, first.orderNo, 'repay', 60_000);
    expect((await api(ctx.t, 'loanOrderLatest', {}, token)).order?.status).toBe(4);
    expect(await api(ctx.t, 'getCreditInfo', {}, token)).toMatchObject({
      level: 1,
      creditLimit: 60_000,
    });

    // The next loan, held 30 days (≥ 14, and 30/91 of its interest ≥ 20 %): the limit climbs.
    ctx.t.clock.advance(DAY);
    const again = await api(ctx.t, 'loanOrderApplyMarketAgain', { productId: 'TZ-CASH' }, token);
    await submitAndDisburse(ctx.t, ctx.testDb, token, again.orderNo, 60_000);
    ctx.t.clock.advance(30 * DAY);
    token = await relogin(ctx.t, mobile);
    const due = (await api(ctx.t, 'repaymentDetail', { orderNo: again.orderNo }, token)).amountDue;
    await pay(ctx.t, token, again.orderNo, 'repay', due);
    expect(await api(ctx.t, 'getCreditInfo', {}, token)).toMatchObject({
      level: 2,
      creditLimit: 150_000,
    });
  });
});
