/** Aging buckets from product data: names made from the days, each day in one bucket. */
import { describe, expect, it } from 'vitest';
import {
  bucketNames,
  bucketOf,
  bucketProblem,
  daysPastDue,
  DEFAULT_BUCKETS,
} from '../../../src/server/domain/delinquency';

describe('delinquency buckets', () => {
  it('names the usual six and files each day past due in one', () => {
    expect(bucketNames(DEFAULT_BUCKETS)).toEqual([
      'current',
      '1-7',
      '8-30',
      '31-60',
      '61-90',
      '91+',
    ]);
    const cases: [number, string][] = [
      [0, 'current'],
      [1, '1-7'],
      [7, '1-7'],
      [8, '8-30'],
      [30, '8-30'],
      [31, '31-60'],
      [90, '61-90'],
      [91, '91+'],
      [4000, '91+'],
    ];
    for (const [dpd, bucket] of cases) expect(bucketOf(DEFAULT_BUCKETS, dpd)).toBe(bucket);
  });

  it('counts days past due from the day after the due date', () => {
    expect(daysPastDue(100, 100)).toBe(0);
    expect(daysPastDue(99, 100)).toBe(0);
    expect(daysPastDue(105, 100)).toBe(5);
  });

  it('refuses a list that leaves a loan without a bucket', () => {
    expect(bucketProblem([1, 8])).toMatch(/start at 0/);
    expect(bucketProblem([0, 8, 8])).toMatch(/ascending/);
    expect(bucketProblem([])).toMatch(/at least one/);
    expect(bucketProblem([0, 30])).toBeUndefined();
    expect(bucketNames([0, 30])).toEqual(['0-29', '30+']);
  });
});
