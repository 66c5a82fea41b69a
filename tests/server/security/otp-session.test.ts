/**
 * OTP and session rules as an attacker meets them. The single rules (6 digits, 5 minutes, 5 tries,
 * 60 s resend, 10 a day, per-IP ceiling, new login ends the old session) each have their own test
 * in tests/server/auth-codes.test.ts and sessions.test.ts; this suite adds what they leave out:
 * a day of guessing against one number, and that neither codes nor tokens are stored readable.
 */
import { describe, expect, it } from 'vitest';
import { sessions, smsCodes } from '../../../src/server/db/schema';
import { codes } from '../../../src/shared/contract/codes';
import { call, lastCode, setUpTestApp, signIn } from '../helpers';

const ctx = setUpTestApp();
const MOBILE = '0712345678';
const E164 = '+255712345678';

const codeOf = (res: { json(): unknown }) => (res.json() as { code: number }).code;

describe('guessing codes for a day', () => {
  it('gets at most 5 guesses per code and 10 codes a day, and no guess signs in', async () => {
    let guesses = 0;
    let accepted = 0;
    let sends = 0;
    let refusedSends = 0;
    for (let round = 0; round < 12; round++) {
      const sent = await call(ctx.t.app, 'getVerifyCode', { mobile: MOBILE, type: 'register' });
      if (codeOf(sent) !== 0) {
        refusedSends++;
        expect(codeOf(sent)).toBe(codes.codeDailyLimit.code);
        ctx.t.clock.advance(61_000);
        continue;
      }
      sends++;
      const real = Number(lastCode(ctx.t.sms, E164));
      // Six wrong guesses, then the right code: the code is dead after five.
      for (let i = 1; i <= 7; i++) {
        const guess = i === 7 ? real : (real + i) % 1_000_000;
        const res = await call(ctx.t.app, 'register', {
          mobile: MOBILE,
          code: String(guess).padStart(6, '0'),
        });
        guesses++;
        if (codeOf(res) === 0) accepted++;
      }
      ctx.t.clock.advance(61_000);
    }
    console.log(
      `otp: codes sent ${sends}, sends refused ${refusedSends}, guesses ${guesses}, accepted ${accepted}`,
    );
    expect(sends).toBe(10);
    expect(refusedSends).toBe(2);
    expect(accepted).toBe(0);
  }, 60_000);
});

describe('secrets at rest', () => {
  it('keeps only hashes of SMS codes and session tokens', async () => {
    const token = await signIn(ctx.t, MOBILE);
    const sent = ctx.t.sms.recent().map((m) => m.code);
    const stored = JSON.stringify({
      codes: await ctx.testDb.db.select().from(smsCodes),
      sessions: await ctx.testDb.db.select().from(sessions),
    });
    expect(stored).not.toContain(token);
    for (const code of sent) expect(stored).not.toMatch(new RegExp(`"${code}"`));
    const [session] = await ctx.testDb.db.select().from(sessions);
    expect(session?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
