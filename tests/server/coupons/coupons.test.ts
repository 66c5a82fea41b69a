/** Coupons through the API: the once-only draw, lists, quantity, preview, expiry, and redeem.ts. */
import { beforeEach, describe, expect, it } from 'vitest';
import { codes } from '../../../src/shared/contract/codes';
import { ApiError } from '../../../src/server/api-error';
import { markCouponUsed } from '../../../src/server/features/coupons/redeem';
import { pickPrize } from '../../../src/server/features/coupons/draw';
import { prizesOf } from '../../../src/server/features/coupons/prizes';
import { call, setUpTestApp, signIn } from '../helpers';

const ctx = setUpTestApp();
let token: string;

beforeEach(async () => {
  token = await signIn(ctx.t, '0712345678');
});

const DAY = 86_400_000;

/** Past the coupon's 30 days the 30-day session has ended too: sign in again. */
async function monthLater() {
  ctx.t.clock.advance(31 * DAY);
  token = await signIn(ctx.t, '0712345678', 'login');
}

async function drawCoupon() {
  const res = await call(ctx.t.app, 'lotteryDrawCreate', {}, { token });
  expect(res.json().code).toBe(0);
  return res.json().data.coupon as {
    couponId: string;
    minLoanAmount: number;
    kind: string;
    expiresAt: number;
  };
}

describe('the draw', () => {
  it('grants the user’s prize once, then hides itself and refuses another draw', async () => {
    expect((await call(ctx.t.app, 'lotteryDrawIsShow', {}, { token })).json().data).toEqual({
      show: true,
    });
    const coupon = await drawCoupon();
    const prize = pickPrize(1, prizesOf('TZ'));
    expect(coupon).toMatchObject({
      name: prize.name,
      kind: prize.kind,
      minLoanAmount: prize.minLoanAmount,
      status: 'usable',
      usable: true,
    });
    expect(coupon.expiresAt).toBe(Math.floor((ctx.t.clock.now() + prize.validDays * DAY) / 1000));
    expect((await call(ctx.t.app, 'lotteryDrawIsShow', {}, { token })).json().data).toEqual({
      show: false,
    });
    expect((await call(ctx.t.app, 'lotteryDrawCreate', {}, { token })).json().code).toBe(
      codes.noDraw.code,
    );
  });
});

describe('coupon lists', () => {
  it('count and list usable coupons until they expire, then list them as expired', async () => {
    await drawCoupon();
    expect((await call(ctx.t.app, 'lotteryDrawCouponQuantity', {}, { token })).json().data).toEqual(
      {
        quantity: 1,
      },
    );
    await monthLater();
    expect((await call(ctx.t.app, 'lotteryDrawCouponQuantity', {}, { token })).json().data).toEqual(
      {
        quantity: 0,
      },
    );
    const expired = (
      await call(ctx.t.app, 'lotteryDrawCoupons', { status: 'expired' }, { token })
    ).json().data;
    expect(expired).toMatchObject({ total: 1, list: [{ status: 'expired', usable: false }] });
    expect(
      (await call(ctx.t.app, 'lotteryDrawCoupons', { status: 'usable' }, { token })).json().data
        .total,
    ).toBe(0);
  });
});

describe('the preview on a quote', () => {
  it('gives the discount, refuses an under-quota loan, an expired coupon and someone else’s', async () => {
    const coupon = await drawCoupon();
    const quote = {
      couponId: coupon.couponId,
      principal: coupon.minLoanAmount,
      fee: 3000,
      interest: 4000,
    };
    const ok = (await call(ctx.t.app, 'lotteryDrawCouponUse', quote, { token })).json();
    expect(ok.code).toBe(0);
    expect(ok.data.discount).toBe(ok.data.feeOff + ok.data.interestOff);
    expect(ok.data.discount).toBeGreaterThan(0);
    const under = await call(
      ctx.t.app,
      'lotteryDrawCouponUse',
      { ...quote, principal: coupon.minLoanAmount - 1 },
      { token },
    );
    expect(under.json().code).toBe(codes.couponBelowMinLoan.code);
    const other = await signIn(ctx.t, '0787654321');
    expect(
      (await call(ctx.t.app, 'lotteryDrawCouponUse', quote, { token: other })).json().code,
    ).toBe(codes.couponUnavailable.code);
    await monthLater();
    expect((await call(ctx.t.app, 'lotteryDrawCouponUse', quote, { token })).json().code).toBe(
      codes.couponExpired.code,
    );
  });
});

describe('markCouponUsed', () => {
  it('is idempotent for the same order, refuses another order, and the coupon is then used', async () => {
    const coupon = await drawCoupon();
    const at = new Date(ctx.t.clock.now());
    await ctx.testDb.db.transaction((tx) => markCouponUsed(tx, coupon.couponId, 'A1', at));
    await ctx.testDb.db.transaction((tx) => markCouponUsed(tx, coupon.couponId, 'A1', at));
    const again = ctx.testDb.db.transaction((tx) => markCouponUsed(tx, coupon.couponId, 'B2', at));
    await expect(again).rejects.toEqual(new ApiError('couponUsed'));
    await expect(markCouponUsed(ctx.testDb.db, '999', 'A1', at)).rejects.toEqual(
      new ApiError('couponUnavailable'),
    );
    const used = (await call(ctx.t.app, 'lotteryDrawCouponUsed', {}, { token })).json().data;
    expect(used).toMatchObject({
      total: 1,
      list: [{ status: 'used', orderNo: 'A1', usedAt: Math.floor(at.getTime() / 1000) }],
    });
    const quote = { couponId: coupon.couponId, principal: 60_000, fee: 3000, interest: 4000 };
    expect((await call(ctx.t.app, 'lotteryDrawCouponUse', quote, { token })).json().code).toBe(
      codes.couponUsed.code,
    );
  });
});
