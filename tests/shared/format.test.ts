/** Money and date formatting of docs/product.md §5/§9, in the UTC+3 business zone whatever the device zone. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencyOf,
  formatDate,
  formatDateTime,
  formatMoney,
  formatPositive,
  isPositiveAmount,
  toDate,
} from '../../src/shared/format';

describe('formatMoney', () => {
  it('groups with commas', () => {
    expect(formatMoney(0)).toBe('0');
    expect(formatMoney(999)).toBe('999');
    expect(formatMoney(1000)).toBe('1,000');
    expect(formatMoney(1234567)).toBe('1,234,567');
    expect(formatMoney(-60000)).toBe('-60,000');
  });

  it('prefixes the currency of the country', () => {
    expect(formatMoney(60000, 'TZ')).toBe('TZS 60,000');
    expect(formatMoney(1500, 'KE')).toBe('KSh 1,500');
    expect(currencyOf('KE')).toBe('KSh');
  });

  it('rounds fractions half away from zero and rejects non-finite values', () => {
    expect(formatMoney(1000.5)).toBe('1,001');
    expect(formatMoney(-1000.5)).toBe('-1,001');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('keeps the digits and puts a comma every three from the right (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        const text = formatMoney(n);
        expect(Number(text.replace(/,/g, ''))).toBe(n);
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*$/);
      }),
    );
  });
});

describe('positive amounts', () => {
  it('rejects zero, negatives and non-numbers', () => {
    for (const v of [0, -1, -0.01, Number.NaN, Number.POSITIVE_INFINITY, '100', null, undefined]) {
      expect(isPositiveAmount(v)).toBe(false);
      expect(formatPositive(v)).toBeNull();
    }
    expect(isPositiveAmount(1)).toBe(true);
    expect(formatPositive(5000, 'TZ')).toBe('TZS 5,000');
  });
});

describe('dates', () => {
  // 2024-03-01 00:00:00 UTC = 03:00 in Dar es Salaam and Nairobi.
  const seconds = 1709251200;

  it('treats 10 digits as seconds and 13 as milliseconds', () => {
    expect(toDate(seconds)?.toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(toDate(seconds * 1000)?.toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(toDate(String(seconds))?.toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(toDate('12a')).toBeNull();
    expect(toDate(-1)).toBeNull();
    expect(toDate(1.5)).toBeNull();
    expect(toDate(undefined)).toBeNull();
  });

  it('formats at UTC+3 by default as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(seconds)).toBe('2024-03-01 03:00:00');
    expect(formatDateTime(seconds * 1000)).toBe('2024-03-01 03:00:00');
    expect(formatDate(seconds)).toBe('01/03/2024');
    expect(formatDateTime(seconds, 'DD-MM-YYYY')).toBe('01-03-2024');
    expect(formatDateTime('bad')).toBe('');
  });

  it('puts 23:59 local on the local date, even where UTC is still the previous day', () => {
    // 2024-02-29 21:30 UTC = 2024-03-01 00:30 UTC+3.
    expect(formatDate(seconds - 150 * 60)).toBe('01/03/2024');
    // 2024-03-01 20:59 UTC = 23:59 UTC+3.
    expect(formatDateTime(seconds + 20 * 3600 + 59 * 60)).toBe('2024-03-01 23:59:00');
  });

  it('is exactly UTC shifted by three hours (property, 10- and 13-digit stamps)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000_000, max: 4_102_444_800 }), (s) => {
        const shifted = new Date((s + 3 * 3600) * 1000).toISOString();
        const expected = `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
        expect(formatDateTime(s)).toBe(expected);
        expect(formatDateTime(s * 1000)).toBe(expected);
      }),
    );
  });
});
