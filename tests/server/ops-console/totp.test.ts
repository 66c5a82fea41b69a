/** TOTP against the published test vectors of RFC 6238 appendix B (SHA-1, 8 digits). */
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  totp,
} from '../../../src/server/features/ops-console/totp';

// RFC 6238 B: the SHA-1 seed is the ASCII "12345678901234567890".
const SEED = Buffer.from('12345678901234567890', 'ascii');
const SECRET = base32Encode(SEED);
const VECTORS: readonly [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at %i s gives %s', (seconds, code) => {
    expect(totp(SECRET, seconds * 1000, 8)).toBe(code);
  });

  it('matches RFC 4226 appendix D HOTP values', () => {
    expect([0, 1, 2, 9].map((c) => hotp(SEED, c))).toEqual([
      '755224',
      '287082',
      '359152',
      '520489',
    ]);
  });

  it('round-trips base32 (RFC 4648 "foobar" vector)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
  });

  it('accepts a code one step late, refuses two steps or a malformed code', () => {
    const now = 1_700_000_000_000;
    const code = totp(SECRET, now);
    expect(matchTotp(SECRET, code, now + 30_000)).toBe(Math.floor(now / 30_000));
    expect(matchTotp(SECRET, code, now + 61_000)).toBeNull();
    expect(matchTotp(SECRET, '12345', now)).toBeNull();
  });
});
