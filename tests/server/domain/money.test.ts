import { describe, expect, it } from 'vitest';
import { percentOf, roundHalfUp } from '../../../src/server/domain/money';
import { allocate } from '../../../src/server/domain/allocation';
import { isOnTime, businessDay } from '../../../src/server/domain/business-date';

describe('roundHalfUp', () => {
  it('rounds halves up and the rest to nearest', () => {
    expect(roundHalfUp(5, 2)).toBe(3); // 2.5 → 3
    expect(roundHalfUp(7, 3)).toBe(2); // 2.33 → 2
    expect(roundHalfUp(8, 3)).toBe(3); // 2.67 → 3
    expect(roundHalfUp(0, 7)).toBe(0);
  });
  it('refuses fractions and negatives, so no float reaches a balance', () => {
    expect(() => roundHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => roundHalfUp(-1, 2)).toThrow(RangeError);
  });
  it('takes percentages in basis points', () => {
    expect(percentOf(1_010, 500)).toBe(51); // 50.5 → 51
    expect(percentOf(10_000, 200)).toBe(200);
  });
});

describe('allocate', () => {
  const owed = { penalty: 300, fee: 100, interest: 500, principal: 10_000 };
  it('pays penalty, then fee, then interest, then principal', () => {
    expect(allocate(850, owed)).toEqual({
      penalty: 300,
      fee: 100,
      interest: 450,
      principal: 0,
      excess: 0,
    });
    expect(allocate(1_900, owed)).toEqual({
      penalty: 300,
      fee: 100,
      interest: 500,
      principal: 1_000,
      excess: 0,
    });
  });
  it('keeps an overpayment as excess instead of dropping it', () => {
    expect(allocate(11_000, owed).excess).toBe(100);
  });
});

describe('on time', () => {
  it('is on time at 23:59 local on the due date and late a minute after midnight', () => {
    // Tanzania's calendar (UTC+3 all year).
    const due = businessDay(Date.UTC(2026, 3, 16, 9), 'TZ');
    expect(isOnTime(Date.UTC(2026, 3, 16, 20, 59), due, 'TZ')).toBe(true); // 23:59 local
    expect(isOnTime(Date.UTC(2026, 3, 16, 21, 1), due, 'TZ')).toBe(false); // 00:01 local next day
  });
});
