/**
 * The sandbox's outside-data book reads its outcomes from a number's last digits; `bookedAsOdd`
 * names every ending that answers other than a plain record, which the test factories skip.
 */
import { describe, expect, it } from 'vitest';
import {
  bookedAsOdd,
  bookedHolder,
  bookedSwap,
  faultOf,
} from '../../../src/server/providers/outside/book';

describe('the sandbox outside-data book', () => {
  it('calls a number odd exactly when some source answers other than a plain record', () => {
    for (let n = 0; n < 20_000; n++) {
      const number = `7${String(n).padStart(8, '0')}`;
      const odd =
        faultOf(number) !== undefined ||
        bookedSwap(number) ||
        bookedHolder(number, 'A B', '1990-01-01').fullName !== 'A B';
      expect(bookedAsOdd(number), number).toBe(odd);
    }
    expect(bookedAsOdd('712345677')).toBe(false);
    expect(bookedAsOdd('712345000')).toBe(true);
  });
});
