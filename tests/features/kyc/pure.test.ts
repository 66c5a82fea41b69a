import { describe, expect, it } from 'vitest';
import { fitWithin } from '../../../src/features/kyc/fit-within';
import { formatClock, secondsLeft } from '../../../src/features/kyc/review-countdown';

describe('fitWithin', () => {
  it('scales the longest side down to 1600 keeping the ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4032, 1)).toEqual({ width: 1600, height: 1 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 1600)).toEqual({ width: 1600, height: 1600 });
  });
});

describe('review countdown', () => {
  it('counts 5 minutes down from the start and stops at zero', () => {
    expect(secondsLeft(0, 0)).toBe(300);
    expect(secondsLeft(0, 1_500)).toBe(299);
    expect(secondsLeft(0, 299_999)).toBe(1);
    expect(secondsLeft(0, 400_000)).toBe(0);
    expect(secondsLeft(1_000, 900)).toBe(300);
  });

  it('shows minutes and seconds', () => {
    expect(formatClock(300)).toBe('5:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(-3)).toBe('0:00');
  });
});
