/** Properties of the pure money rules (fast-check): nothing created or lost by rounding or splitting. */
import fc from 'fast-check';
import { COUNTRY_CODES } from '../../../src/shared/countries';
import { describe, expect, it } from 'vitest';
import { accrueDay, startAccrual } from '../../../src/server/domain/accrual';
import { allocate } from '../../../src/server/domain/allocation';
import { disbursementEntry, isBalanced, repaymentEntry } from '../../../src/server/domain/journal';
import { quote } from '../../../src/server/domain/pricing';

const amount = fc.integer({ min: 0, max: 2_000_000 });
const owed = fc.record({ penalty: amount, fee: amount, interest: amount, principal: amount });

describe('money properties', () => {
  it('allocates every shilling of a payment exactly once, never above what is owed', () => {
    fc.assert(
      fc.property(amount, owed, (paid, o) => {
        const a = allocate(paid, o);
        expect(a.penalty + a.fee + a.interest + a.principal + a.excess).toBe(paid);
        for (const k of ['penalty', 'fee', 'interest', 'principal'] as const)
          expect(a[k]).toBeGreaterThanOrEqual(0);
        for (const k of ['penalty', 'fee', 'interest', 'principal'] as const)
          expect(a[k]).toBeLessThanOrEqual(o[k]);
        // A later component is paid only once every earlier one is cleared.
        if (a.fee > 0) expect(a.penalty).toBe(o.penalty);
        if (a.principal > 0) expect(a.interest).toBe(o.interest);
        expect(isBalanced(repaymentEntry(a).lines)).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });

  it('prices any loan so that what is paid out, kept and owed add up', () => {
    const product = fc
      .record({
        feeBp: fc.integer({ min: 0, max: 8_918 }),
        feeTaxBp: fc.integer({ min: 0, max: 10_000 }),
        interestBpPerYear: fc.integer({ min: 0, max: 3_600 }),
        country: fc.constantFrom(...COUNTRY_CODES),
      })
      // Products parseProduct accepts: fee and tax leave more than half the principal.
      .filter((p) => p.feeBp * (10_000 + p.feeTaxBp) < 50_000_000);
    fc.assert(
      fc.property(
        product,
        fc.integer({ min: 1_000, max: 500_000 }),
        fc.integer({ min: 91, max: 365 }),
        (p, principal, days) => {
          const q = quote(p, principal, days, Date.UTC(2026, 0, 15));
          expect(q.disbursalAmount + q.fee + q.feeTax).toBe(principal);
          expect(q.totalCostOfCredit).toBe(q.fee + q.feeTax + q.interest);
          expect(q.aprBp).toBeGreaterThanOrEqual(0);
          expect(isBalanced(disbursementEntry(q).lines)).toBe(true);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('never charges more penalty than the in duplum share of the principal at default', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 1, max: 10_000 }),
        (principal, days, bp, inDuplumBp) => {
          const terms = { interestBpPerYear: 3_000, penaltyBpPerDay: bp, inDuplumBp, dueDay: 0 };
          let state = { ...startAccrual(0) };
          for (let i = 0; i < days; i++) state = accrueDay(state, principal, terms).state;
          const half = (n: number) => Math.floor((n * 2 + 10_000) / 20_000);
          const cap = half(principal * inDuplumBp);
          expect(state.penaltyBooked).toBeLessThanOrEqual(cap);
          expect(state.penaltyBooked).toBe(Math.min(cap, days * half(principal * bp)));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
