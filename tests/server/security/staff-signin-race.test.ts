/**
 * The staff sign-in limit holds under a burst: 300 wrong authenticator codes at once against one
 * account get at most five compared, the account locks, and the right password and code are
 * refused until the lock ends. Unknown e-mails cost the same hash work as known ones.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAudit } from '../../../src/server/db/schema';
import { LOCK_MS } from '../../../src/server/features/ops-console/auth-service';
import { totp } from '../../../src/server/features/ops-console/totp';
import { setUpTestApp } from '../helpers';
import { makeStaff } from '../ops-console/staff-session';

const ctx = setUpTestApp();
const deps = () => ({ db: ctx.testDb.db, clock: ctx.t.clock.now });
const login = (payload: Record<string, string>) =>
  ctx.t.app.inject({ method: 'POST', url: '/ops/api/login', payload });

/** Sign-ins whose secrets were compared: each failed comparison writes one of these rows. */
async function evaluatedFailures(staffId: number): Promise<number> {
  const rows = await ctx.testDb.db
    .select({ id: staffAudit.id })
    .from(staffAudit)
    .where(
      and(
        eq(staffAudit.staffId, staffId),
        inArray(staffAudit.action, ['signin.fail', 'signin.lock']),
      ),
    );
  return rows.length;
}

describe('staff sign-in under a burst', () => {
  it('evaluates at most five of 300 parallel wrong codes, locks, and refuses the right ones until the lock ends', async () => {
    const account = await makeStaff(deps(), 'target@lender.test', 'finance');
    const now = ctx.t.clock.now();
    const wrong = totp(account.totpSecret, now + 10 * 60_000); // a real code, of another time
    const answers = await Promise.all(
      Array.from({ length: 300 }, () =>
        login({ email: account.email, password: account.password, code: wrong }),
      ),
    );
    const errors = answers.map((a) => (a.json() as { error: string }).error);
    expect(errors.filter((e) => e === 'badCredentials').length).toBeLessThanOrEqual(5);
    expect(errors.filter((e) => e === 'locked').length).toBeGreaterThanOrEqual(295);
    expect(answers.every((a) => a.statusCode === 401)).toBe(true);
    expect(await evaluatedFailures(account.id)).toBeLessThanOrEqual(5);

    const right = () =>
      login({
        email: account.email,
        password: account.password,
        code: totp(account.totpSecret, ctx.t.clock.now()),
      });
    expect((await right()).json()).toEqual({ error: 'locked' });
    ctx.t.clock.advance(LOCK_MS - 60_000);
    expect((await right()).json()).toEqual({ error: 'locked' });
    ctx.t.clock.advance(60_000 + 1);
    expect((await right()).statusCode).toBe(200);
  });

  it('locks from the fifth failure even when the failures come one by one', async () => {
    const account = await makeStaff(deps(), 'slow@lender.test', 'support');
    for (let i = 0; i < 5; i++)
      expect(
        (await login({ email: account.email, password: 'not it at all', code: '123456' })).json(),
      ).toEqual({ error: 'badCredentials' });
    expect(
      (
        await login({
          email: account.email,
          password: account.password,
          code: totp(account.totpSecret, ctx.t.clock.now()),
        })
      ).json(),
    ).toEqual({ error: 'locked' });
  });

  it('answers an unknown e-mail after the same scrypt work as a known one', async () => {
    const account = await makeStaff(deps(), 'known@lender.test', 'support');
    const time = async (email: string) => {
      const started = process.hrtime.bigint();
      await login({ email, password: 'a wrong password', code: '000000' });
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    await time('warm@lender.test'); // the dummy hash is made once
    const known: number[] = [];
    const unknown: number[] = [];
    // Four failures: a fifth would lock the account, whose answer needs no hash.
    for (let i = 0; i < 4; i++) {
      known.push(await time(account.email));
      unknown.push(await time(`nobody${i}@lender.test`));
    }
    // The hash dominates both: an unknown e-mail is no longer answered in a fraction of the time.
    // The fastest of each is the work itself: a busy machine only ever adds to a sign-in's time.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.5);
  });

  it('keeps no password typed into the e-mail field in the audit', async () => {
    const typed = 'Hunter2-Secret!';
    await login({ email: typed, password: 'x', code: '000000' });
    await login({ email: 'someone@lender.test', password: typed, code: '000000' });
    const rows = await ctx.testDb.db.select().from(staffAudit);
    expect(rows.length).toBe(2);
    expect(JSON.stringify(rows)).not.toContain('Hunter2');
    expect(rows.map((r) => r.detail)).toEqual([{ email: null }, { email: 'someone@lender.test' }]);
  });
});
