import { describe, expect, it } from 'vitest';
import { accrueDay, startAccrual, type AccrualState } from '../../../src/server/domain/accrual';
import { offeredLevel, stepAmounts, termsFor } from '../../../src/server/domain/ladder';
import { rolloverQuote } from '../../../src/server/domain/rollover';

const terms = {
  interestBpPerYear: 3000,
  penaltyBpPerDay: 200,
  inDuplumBp: 10_000,
  dueDay: 100 + 91,
};

function run(state: AccrualState, days: number, principal: number) {
  let s = state;
  const out = [];
  for (let i = 0; i < days; i++) {
    const r = accrueDay(s, principal, terms);
    s = r.state;
    out.push(r.day);
  }
  return { state: s, days: out };
}

describe('accrual', () => {
  it('charges exactly the quoted interest over the term when nothing is repaid early', () => {
    const { state } = run(startAccrual(100), 91, 60_000);
    expect(state.interestBooked).toBe(4_488); // the pricing example
  });

  it('charges less interest once principal is repaid (reducing balance)', () => {
    const half = run(startAccrual(100), 45, 60_000);
    const rest = run(half.state, 46, 30_000);
    // 60,000 × 45 + 30,000 × 46 = 4,080,000 shilling-days × 0.30 / 365 = 3,353.42 → 3,353
    expect(rest.state.interestBooked).toBe(3_353);
  });

  it('accrues 2 % a day of overdue principal and stops at the principal outstanding at default', () => {
    const term = run(startAccrual(100), 91, 10_000);
    const overdue = run(term.state, 60, 10_000);
    expect(overdue.days[0]).toMatchObject({ penalty: 200, becameOverdue: true });
    expect(overdue.days[49]?.penalty).toBe(200); // day 50: 50 × 200 = 10,000, the cap
    expect(overdue.days[50]?.penalty).toBe(0);
    expect(overdue.state.penaltyBooked).toBe(10_000);
    expect(overdue.days.reduce((s, d) => s + d.interest, 0)).toBe(0);
  });

  it('stops penalties at a country whose law sets in duplum at half the principal', () => {
    const half = { ...terms, inDuplumBp: 5_000 };
    let s = startAccrual(100);
    const penalties: number[] = [];
    for (let i = 0; i < 91 + 30; i++) {
      const r = accrueDay(s, 10_000, half);
      s = r.state;
      penalties.push(r.day.penalty);
    }
    // 25 overdue days × 200 = 5,000, half of the 10,000 overdue: then nothing more.
    expect(penalties.slice(91, 91 + 25).every((p) => p === 200)).toBe(true);
    expect(penalties[91 + 25]).toBe(0);
    expect(s.penaltyBooked).toBe(5_000);
  });
});

describe('ladder and rollover', () => {
  const ladder = [
    { level: 1, limit: 60_000, maxTerm: 91, timelyRepayments: 0 },
    { level: 2, limit: 150_000, maxTerm: 180, timelyRepayments: 1 },
  ];
  it('offers the next level after a timely repayment', () => {
    expect(offeredLevel(ladder, 0).limit).toBe(60_000);
    expect(offeredLevel(ladder, 5).limit).toBe(150_000);
    expect(stepAmounts({ minAmount: 1_000, stepAmount: 1_000 }, ladder[0]!)).toHaveLength(60);
    expect(termsFor({ terms: [91, 120, 180, 365] }, ladder[1]!)).toEqual([91, 120, 180]);
  });
  it('charges 5 % of the outstanding and moves the due date 7 days', () => {
    expect(rolloverQuote({ rolloverFeeBp: 500, rolloverDays: 7 }, 64_488, 200)).toEqual({
      fee: 3_224,
      newDueDay: 207,
    });
  });
});
