/** Numbers inside a right-to-left sentence are set apart as left-to-right islands. */
import { describe, expect, it } from 'vitest';
import { leftToRight } from '../../src/lib/bidi';

describe('a number inside a sentence', () => {
  it('is a left-to-right island in a right-to-left language', () => {
    expect(leftToRight('0754***699', 'rtl')).toBe('\u20660754***699\u2069');
    expect([...leftToRight('+2557•••••699', 'rtl')].at(0)).toBe('\u2066');
    expect([...leftToRight('+2557•••••699', 'rtl')].at(-1)).toBe('\u2069');
  });

  it('is left as it is in a left-to-right language, and nothing stays nothing', () => {
    expect(leftToRight('0754***699', 'ltr')).toBe('0754***699');
    expect(leftToRight('', 'rtl')).toBe('');
  });
});
