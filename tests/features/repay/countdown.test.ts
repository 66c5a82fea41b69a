/** The cashier order's validity as the open page counts it down (docs/product.md §4: it may time out). */
import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from '../../../src/features/repay/use-countdown';

describe('cashier countdown', () => {
  it('counts whole seconds down to zero and never below', () => {
    expect(secondsLeft(1_800, 0)).toBe(1_800);
    expect(secondsLeft(1_800, 1_799_001)).toBe(1);
    expect(secondsLeft(1_800, 1_800_000)).toBe(0);
    expect(secondsLeft(1_800, 9_999_999)).toBe(0);
  });

  it('reads as minutes and seconds', () => {
    expect(formatCountdown(1_800)).toBe('30:00');
    expect(formatCountdown(1_799)).toBe('29:59');
    expect(formatCountdown(5)).toBe('0:05');
  });
});
