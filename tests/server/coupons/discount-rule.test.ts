/** The pure coupon rules: a coupon lowers only its component, never below zero; refusals. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  couponRefusal,
  discountFor,
  type CouponTerms,
} from '../../../src/server/features/coupons/discount-rule';
import { pickPrize } from '../../../src/server/features/coupons/draw';
import { prizesOf } from '../../../src/server/features/coupons/prizes';

const terms = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  kind: 'fee',
  amount: 2000,
  percent: null,
  minLoanAmount: 10_000,
  expiresAt: new Date(Date.UTC(2026, 1, 1)),
  usedByOrder: null,
  ...over,
});

describe('discountFor', () => {
  it('never makes the fee or the interest negative, never touches the other component or the principal', () => {
    const coupon = fc.record({
      kind: fc.constantFrom('fee' as const, 'interest' as const),
      amount: fc.nat(1_000_000),
      percent: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
    });
    const quote = fc.record({
      principal: fc.nat(1_000_000),
      fee: fc.nat(100_000),
      interest: fc.nat(100_000),
    });
    fc.assert(
      fc.property(coupon, quote, (c, q) => {
        const { feeOff, interestOff } = discountFor(c, q);
        expect(Number.isInteger(feeOff) && Number.isInteger(interestOff)).toBe(true);
        expect(feeOff).toBeGreaterThanOrEqual(0);
        expect(interestOff).toBeGreaterThanOrEqual(0);
        expect(q.fee - feeOff).toBeGreaterThanOrEqual(0);
        expect(q.interest - interestOff).toBeGreaterThanOrEqual(0);
        expect(c.kind === 'fee' ? interestOff : feeOff).toBe(0);
      }),
    );
  });

  it('takes a fixed amount up to the component, and a percent rounded half-up', () => {
    expect(
      discountFor(terms({ amount: 2000 }), { principal: 50_000, fee: 2500, interest: 900 }),
    ).toEqual({ feeOff: 2000, interestOff: 0 });
    expect(
      discountFor(terms({ amount: 2000 }), { principal: 50_000, fee: 1500, interest: 900 }),
    ).toEqual({ feeOff: 1500, interestOff: 0 });
    expect(
      discountFor(terms({ kind: 'interest', amount: 0, percent: 10 }), {
        principal: 1,
        fee: 1,
        interest: 905,
      }),
    ).toEqual({ feeOff: 0, interestOff: 91 });
    expect(
      discountFor(terms({ kind: 'interest', amount: 0, percent: 10 }), {
        principal: 1,
        fee: 1,
        interest: 904,
      }).interestOff,
    ).toBe(90);
  });
});

describe('couponRefusal', () => {
  const now = Date.UTC(2026, 0, 15);
  it('refuses used, expired (at the expiry instant) and under-quota coupons with their own codes', () => {
    expect(couponRefusal(terms(), 10_000, now)).toBeNull();
    expect(couponRefusal(terms(), 9_999, now)).toBe('couponBelowMinLoan');
    expect(couponRefusal(terms({ expiresAt: new Date(now) }), 50_000, now)).toBe('couponExpired');
    expect(couponRefusal(terms({ usedByOrder: 'A1' }), 50_000, now)).toBe('couponUsed');
  });
});

describe('pickPrize', () => {
  it('gives a user the same prize every time, and spreads users over every prize', () => {
    expect(pickPrize(42, prizesOf('TZ'))).toBe(pickPrize(42, prizesOf('TZ')));
    const names = new Set(
      Array.from({ length: 200 }, (_, i) => pickPrize(i + 1, prizesOf('TZ')).name),
    );
    expect(names.size).toBe(prizesOf('TZ').length);
  });
});
