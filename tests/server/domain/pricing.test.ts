/** Hand-computed pricing examples (docs/architecture.md §1): fee 5 %, tax 18 % of the fee, interest 30 %/365 a day. */
import { describe, expect, it } from 'vitest';
import { aprBp, quote } from '../../../src/server/domain/pricing';
import { businessDateText } from '../../../src/server/domain/business-date';

const product = { feeBp: 500, feeTaxBp: 1800, interestBpPerYear: 3000, country: 'TZ' as const };
/** 2026-01-15 09:00 in Dar es Salaam. */
const paidOut = Date.UTC(2026, 0, 15, 6, 0);

const examples = [
  // 60,000 for 91 days: fee 60,000 × 5 % = 3,000; tax 3,000 × 18 % = 540; received 60,000 − 3,540 = 56,460.
  // Interest 60,000 × 0.30 / 365 × 91 = 4,487.67 → 4,488; repay 64,488; cost 64,488 − 56,460 = 8,028.
  // APR 8,028 / 56,460 × 365 / 91 = 0.570327 → 57.03 %.
  {
    p: 60_000,
    d: 91,
    fee: 3_000,
    tax: 540,
    got: 56_460,
    interest: 4_488,
    repay: 64_488,
    cost: 8_028,
    apr: 5_703,
  },
  // 1,000 for 91 days: fee 50; tax 9; received 941. Interest 1,000 × 0.30 × 91 / 365 = 74.79 → 75.
  // Repay 1,075; cost 134; APR 134 / 941 × 365 / 91 = 0.571170 → 57.12 %.
  { p: 1_000, d: 91, fee: 50, tax: 9, got: 941, interest: 75, repay: 1_075, cost: 134, apr: 5_712 },
  // 500,000 for 365 days: fee 25,000; tax 4,500; received 470,500. Interest 500,000 × 0.30 = 150,000.
  // Repay 650,000; cost 179,500; APR 179,500 / 470,500 = 0.381509 → 38.15 %.
  {
    p: 500_000,
    d: 365,
    fee: 25_000,
    tax: 4_500,
    got: 470_500,
    interest: 150_000,
    repay: 650_000,
    cost: 179_500,
    apr: 3_815,
  },
  // Half-up: 1,010 × 5 % = 50.5 → 51; 51 × 18 % = 9.18 → 9; received 950.
  // Interest 1,010 × 0.30 × 91 / 365 = 75.54 → 76; repay 1,086; cost 136; APR 136 / 950 × 365 / 91 = 0.574205 → 57.42 %.
  { p: 1_010, d: 91, fee: 51, tax: 9, got: 950, interest: 76, repay: 1_086, cost: 136, apr: 5_742 },
  // 25,000 for 180 days: fee 1,250; tax 225; received 23,525. Interest 25,000 × 0.30 × 180 / 365 = 3,698.63 → 3,699.
  // Repay 28,699; cost 5,174; APR 5,174 / 23,525 × 365 / 180 = 0.445980 → 44.60 %.
  {
    p: 25_000,
    d: 180,
    fee: 1_250,
    tax: 225,
    got: 23_525,
    interest: 3_699,
    repay: 28_699,
    cost: 5_174,
    apr: 4_460,
  },
];

describe('quote', () => {
  it.each(examples)('prices $p for $d days', (e) => {
    const q = quote(product, e.p, e.d, paidOut);
    expect(q).toMatchObject({
      loanAmount: e.p,
      fee: e.fee,
      feeTax: e.tax,
      disbursalAmount: e.got,
      interest: e.interest,
      repayAmount: e.repay,
      totalCostOfCredit: e.cost,
      aprBp: e.apr,
      days: e.d,
    });
  });

  it('falls due 91 business days after the payout, on time until 23:59:59 local', () => {
    const q = quote(product, 60_000, 91, paidOut);
    expect(businessDateText(q.dueDay)).toBe('2026-04-16');
    expect(new Date(q.dueAt).toISOString()).toBe('2026-04-16T20:59:59.999Z');
  });

  it('counts a payout after 21:00 UTC as the next local day', () => {
    const lateEvening = Date.UTC(2026, 0, 15, 21, 30); // 00:30 on the 16th in Dar es Salaam
    expect(businessDateText(quote(product, 1_000, 91, lateEvening).dueDay)).toBe('2026-04-17');
  });

  it('refuses an APR without cash received', () => {
    expect(() => aprBp(0, 100, 91)).toThrow(RangeError);
  });
});
