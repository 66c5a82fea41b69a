/** The example number shown for a country: its own length, no operator's prefix. */
import { describe, expect, it } from 'vitest';
import { nationalExample } from '../../src/lib/country';

describe('nationalExample', () => {
  it('has the national length after the leading 0, grouped as people write it', () => {
    expect(nationalExample(9)).toBe('0123 456 789');
    expect(nationalExample(10)).toBe('0123 456 7890');
    expect(nationalExample(8)).toBe('0123 456 78');
    expect(nationalExample(7).replace(/\D/g, '')).toHaveLength(8);
  });
});
