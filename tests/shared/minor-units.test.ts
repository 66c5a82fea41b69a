/** Amounts in a currency's minor unit: exact conversions both ways, for 0 and 2 decimals. */
import { describe, expect, it } from 'vitest';
import { formatMinorUnits, parseAmountText, toMinorUnits } from '../../src/shared/minor-units';

describe('minor units', () => {
  it('converts amounts written in units exactly, or refuses them', () => {
    expect(toMinorUnits(50, 2)).toBe(5_000);
    expect(toMinorUnits(10.5, 2)).toBe(1_050);
    expect(toMinorUnits(0.1 + 0.2, 2)).toBe(30); // binary noise is not a third decimal
    expect(toMinorUnits(10.505, 2)).toBeNull();
    expect(toMinorUnits(1_000, 0)).toBe(1_000);
    expect(toMinorUnits(1_000.5, 0)).toBeNull();
    expect(() => toMinorUnits(1, 4)).toThrow('minorUnits must be 0 to 3');
  });

  it('reads what a borrower typed', () => {
    expect(parseAmountText('1,050.5', 2)).toBe(105_050);
    expect(parseAmountText('10.50', 2)).toBe(1_050);
    expect(parseAmountText('10.', 2)).toBe(1_000);
    expect(parseAmountText('10.505', 2)).toBeNull();
    expect(parseAmountText('1.2.3', 2)).toBeNull();
    expect(parseAmountText('5 000', 0)).toBe(5_000);
    expect(parseAmountText('5000.0', 0)).toBeNull();
    expect(parseAmountText('-5', 0)).toBeNull();
  });

  it('shows the currency decimals, grouped', () => {
    expect(formatMinorUnits(123_456_7, 2)).toBe('12,345.67');
    expect(formatMinorUnits(1_050, 2)).toBe('10.50');
    expect(formatMinorUnits(5, 2)).toBe('0.05');
    expect(formatMinorUnits(-1_050, 2)).toBe('-10.50');
    expect(formatMinorUnits(1_234_567, 0)).toBe('1,234,567');
    expect(formatMinorUnits(0, 3)).toBe('0.000');
  });
});
