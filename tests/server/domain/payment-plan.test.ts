/**
 * Payment plans' rules: what is owed split into instalments that sum to it exactly,
 * dates on the country's calendar within the product's limits, a due-date move as one instalment;
 * an active plan kept when paid, broken once an instalment's day ends short.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptanceExpired,
  DEFAULT_PLAN_RULES,
  lastAcceptDay,
  nextInstalment,
  planInstalments,
  planRefusal,
  planStanding,
  planTotal,
  splitAmount,
  type PlanAsk,
} from '../../../src/server/domain/payment-plan';
import { parseProduct } from '../../../src/server/domain/product';

const rules = DEFAULT_PLAN_RULES;
const TODAY = 20_500;
const ask = (over: Partial<PlanAsk> = {}): PlanAsk => ({
  kind: 'instalments',
  outstanding: 10_000,
  count: 3,
  firstDay: TODAY + 2,
  today: TODAY,
  ...over,
});

describe('splitting what is owed', () => {
  it('floors each part and puts the remainder on the last', () => {
    expect(splitAmount(10_000, 3)).toEqual([3_333, 3_333, 3_334]);
    expect(splitAmount(7, 4)).toEqual([1, 1, 1, 4]);
    expect(splitAmount(5, 1)).toEqual([5]);
    expect(() => splitAmount(10, 0)).toThrow(RangeError);
    expect(() => splitAmount(10.5, 2)).toThrow(RangeError);
  });

  it('always sums to the outstanding amount, in whole minor units, the last never smaller', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 24 }),
        (total, n) => {
          const parts = splitAmount(total, n);
          expect(parts).toHaveLength(n);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
          for (const p of parts) expect(Number.isSafeInteger(p) && p >= 0).toBe(true);
          expect(parts[n - 1]).toBeGreaterThanOrEqual(parts[0] ?? 0);
        },
      ),
    );
  });

  it('gives a plan whose total is the outstanding, for any acceptable ask', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: rules.minInstalments, max: rules.maxInstalments }),
        fc.integer({ min: 0, max: 30 }),
        (outstanding, count, offset) => {
          const a = ask({ outstanding, count, firstDay: TODAY + offset });
          if (planRefusal(a, rules)) return;
          const plan = planInstalments(a, rules);
          expect(planTotal(plan)).toBe(outstanding);
          expect(plan.map((i) => i.day)).toEqual(
            Array.from({ length: count }, (_, i) => TODAY + offset + i * rules.intervalDays),
          );
        },
      ),
    );
  });
});

describe('the limits of a plan', () => {
  it('takes the instalment count within the product range', () => {
    expect(planRefusal(ask({ count: 1 }), rules)).toBe('badCount');
    expect(planRefusal(ask({ count: rules.maxInstalments + 1 }), rules)).toBe('badCount');
    expect(planRefusal(ask({ count: 2.5 }), rules)).toBe('badCount');
    expect(planRefusal(ask({ count: rules.maxInstalments }), rules)).toBeNull();
  });

  it('starts today at the earliest and ends within the longest term', () => {
    expect(planRefusal(ask({ firstDay: TODAY - 1 }), rules)).toBe('badFirstDay');
    expect(planRefusal(ask({ firstDay: TODAY }), rules)).toBeNull();
    const lastAllowed = TODAY + rules.maxTermDays - 2 * rules.intervalDays;
    expect(planRefusal(ask({ firstDay: lastAllowed }), rules)).toBeNull();
    expect(planRefusal(ask({ firstDay: lastAllowed + 1 }), rules)).toBe('tooLong');
  });

  it('moves the due date as one instalment of everything owed', () => {
    const move = ask({ kind: 'dueDateMove', count: 1, firstDay: TODAY + 14 });
    expect(planInstalments(move, rules)).toEqual([{ day: TODAY + 14, amount: 10_000 }]);
    expect(planRefusal({ ...move, count: 2 }, rules)).toBe('badCount');
    expect(planRefusal({ ...move, firstDay: TODAY + rules.maxTermDays + 1 }, rules)).toBe(
      'tooLong',
    );
  });

  it('has nothing to plan when nothing is owed', () => {
    expect(planRefusal(ask({ outstanding: 0 }), rules)).toBe('nothingOwed');
    expect(() => planInstalments(ask({ outstanding: 0 }), rules)).toThrow(RangeError);
  });
});

describe('an active plan', () => {
  const plan = [
    { day: TODAY + 7, amount: 3_000 },
    { day: TODAY + 14, amount: 3_000 },
    { day: TODAY + 21, amount: 4_000 },
  ];

  it('applies money in to the instalments in order', () => {
    expect(nextInstalment(plan, 0)).toMatchObject({ index: 0, day: TODAY + 7, short: 3_000 });
    expect(nextInstalment(plan, 3_500)).toMatchObject({ index: 1, short: 2_500 });
    expect(nextInstalment(plan, 10_000)).toBeNull();
  });

  it('is kept when paid, broken once a day ends short, active while on time', () => {
    expect(planStanding(plan, 0, TODAY + 7, 10_000)).toBe('active');
    expect(planStanding(plan, 2_999, TODAY + 8, 7_001)).toBe('broken');
    expect(planStanding(plan, 3_000, TODAY + 8, 7_000)).toBe('active');
    expect(planStanding(plan, 10_000, TODAY + 30, 0)).toBe('kept');
    expect(planStanding(plan, 9_000, TODAY + 9, 0)).toBe('kept');
  });

  it('waits a fixed number of days for the borrower to accept', () => {
    const lastDay = lastAcceptDay(TODAY, rules);
    expect(lastDay).toBe(TODAY + rules.acceptDays);
    expect(acceptanceExpired(lastDay, TODAY)).toBe(false);
    expect(acceptanceExpired(lastDay, lastDay)).toBe(false);
    expect(acceptanceExpired(lastDay, lastDay + 1)).toBe(true);
  });
});

describe('the plan limits in product.json', () => {
  const read = (country: string) =>
    JSON.parse(readFileSync(`schemas/${country}/product.json`, 'utf8')) as Record<string, unknown>;

  it('reads the shipped limits, and the defaults when the file says nothing', () => {
    expect(parseProduct('x.json', read('tz')).paymentPlan).toEqual(rules);
    const { paymentPlan: _, ...without } = read('ke');
    expect(parseProduct('x.json', without).paymentPlan).toEqual(DEFAULT_PLAN_RULES);
  });

  it('refuses fewer maximum instalments than the minimum, naming the field', () => {
    const raw = { ...read('tz'), paymentPlan: { ...rules, minInstalments: 4, maxInstalments: 3 } };
    expect(() => parseProduct('x.json', raw)).toThrow(
      'x.json: field "paymentPlan.maxInstalments" must be between 4 and 24',
    );
  });
});
