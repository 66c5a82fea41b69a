/**
 * The collections queue's rules: loans go to collectors of their bucket, least loaded
 * first and never over the cap; a promise is kept by the money paid, broken after its day; a
 * contact only to the borrower's own number, outside quiet hours, never to a do-not-contact.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assignLoans,
  contactBar,
  promiseProblem,
  promiseState,
  PROMISE_MAX_DAYS,
  type QueueLoan,
} from '../../../src/server/domain/collections-queue';

const loan = (orderId: number, bucket: string, daysPastDue: number, owed = 1_000): QueueLoan => ({
  orderId,
  bucket,
  daysPastDue,
  owed,
  staffId: null,
});

describe('assigning overdue loans', () => {
  it('gives each loan to a collector of its bucket, the latest and largest first, under the cap', () => {
    const loans = [
      loan(1, '1-7', 3),
      loan(2, '8-30', 20),
      loan(3, '1-7', 5, 500),
      loan(4, '1-7', 5, 900),
      { ...loan(5, '1-7', 7), staffId: 10 },
      loan(6, '91+', 120),
    ];
    const collectors = [
      { staffId: 10, buckets: ['1-7'], load: 1 },
      { staffId: 11, buckets: ['1-7', '8-30'], load: 0 },
    ];
    expect(assignLoans(loans, collectors, 2)).toEqual([
      { orderId: 2, staffId: 11 },
      { orderId: 4, staffId: 10 },
      { orderId: 3, staffId: 11 },
    ]);
  });

  it('breaks a tie of loads by the lower staff id, and leaves a loan no one may take', () => {
    const collectors = [
      { staffId: 8, buckets: ['1-7'], load: 0 },
      { staffId: 7, buckets: ['1-7'], load: 0 },
    ];
    expect(assignLoans([loan(1, '1-7', 2), loan(2, '31-60', 40)], collectors, 5)).toEqual([
      { orderId: 1, staffId: 7 },
    ]);
  });

  it('never puts a collector over the cap nor a loan outside the collector’s buckets', () => {
    const buckets = ['1-7', '8-30', '31-60'];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...buckets), fc.nat(120), fc.nat(10_000)), {
          maxLength: 60,
        }),
        fc.array(fc.tuple(fc.subarray(buckets, { minLength: 1 }), fc.nat(4)), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.integer({ min: 1, max: 8 }),
        (raw, rawCollectors, cap) => {
          const loans = raw.map(([b, d, o], i) => loan(i + 1, b, d, o));
          const collectors = rawCollectors.map(([bs, load], i) => ({
            staffId: i + 1,
            buckets: bs,
            load,
          }));
          const given = assignLoans(loans, collectors, cap);
          expect(new Set(given.map((g) => g.orderId)).size).toBe(given.length);
          for (const c of collectors) {
            const mine = given.filter((g) => g.staffId === c.staffId);
            expect(mine.length).toBeLessThanOrEqual(Math.max(0, cap - c.load));
            for (const g of mine)
              expect(c.buckets).toContain(loans.find((l) => l.orderId === g.orderId)?.bucket);
          }
        },
      ),
    );
  });
});

describe('promises to pay', () => {
  const promise = { amount: 5_000, day: 100 };

  it('is kept when the money reaches the amount, even before its day', () => {
    expect(promiseState(promise, 5_000, 98)).toBe('kept');
    expect(promiseState(promise, 6_000, 101)).toBe('kept');
  });

  it('is pending through its day and broken after it when short', () => {
    expect(promiseState(promise, 4_999, 100)).toBe('pending');
    expect(promiseState(promise, 4_999, 101)).toBe('broken');
    expect(promiseState(promise, 0, 101)).toBe('broken');
  });

  it('takes a whole positive amount up to what is owed, on a day from today to the limit', () => {
    expect(promiseProblem({ amount: 1_000, day: 50 }, 50, 2_000)).toBeUndefined();
    expect(promiseProblem({ amount: 2_000, day: 50 + PROMISE_MAX_DAYS }, 50, 2_000)).toBe(
      undefined,
    );
    expect(promiseProblem({ amount: 2_001, day: 50 }, 50, 2_000)).toBe('badAmount');
    expect(promiseProblem({ amount: 0, day: 50 }, 50, 2_000)).toBe('badAmount');
    expect(promiseProblem({ amount: 10.5, day: 50 }, 50, 2_000)).toBe('badAmount');
    expect(promiseProblem({ amount: '100', day: 50 }, 50, 2_000)).toBe('badAmount');
    expect(promiseProblem({ amount: 100, day: 49 }, 50, 2_000)).toBe('badDate');
    expect(promiseProblem({ amount: 100, day: 51 + PROMISE_MAX_DAYS }, 50, 2_000)).toBe('badDate');
    expect(promiseProblem({ amount: 100, day: undefined }, 50, 2_000)).toBe('badDate');
  });
});

describe('who may be contacted, and when', () => {
  const ok = { noContact: false, quiet: false, dialled: undefined, borrowerMobile: '+254712' };

  it('allows the borrower’s own number in the day', () => {
    expect(contactBar(ok)).toBeUndefined();
    expect(contactBar({ ...ok, dialled: '+254712' })).toBeUndefined();
  });

  it('bars a do-not-contact borrower, another number, and the quiet hours', () => {
    expect(contactBar({ ...ok, noContact: true })).toBe('doNotContact');
    expect(contactBar({ ...ok, dialled: '+254799' })).toBe('notBorrowersNumber');
    expect(contactBar({ ...ok, quiet: true })).toBe('outsideContactHours');
  });
});
