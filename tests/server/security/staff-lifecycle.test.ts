/**
 * Offboarding: an admin (console) or the command line disables, enables, gives a new password or a
 * new authenticator; each ends the member's sessions at once. A busy session ends at its lifetime.
 */
import { describe, expect, it } from 'vitest';
import { runStaffCommand } from '../../../src/server/features/ops-console/staff-command';
import { totp } from '../../../src/server/features/ops-console/totp';
import { buildTestApp, setUpTestApp } from '../helpers';
import { makeStaff, signedInStaff, staffLogin } from '../ops-console/staff-session';

const ctx = setUpTestApp();
const deps = () => ({ db: ctx.testDb.db, clock: ctx.t.clock.now });
const me = (cookie: string) =>
  ctx.t.app.inject({ method: 'GET', url: '/ops/api/me', headers: { cookie } });

async function cli(...args: string[]) {
  const out: string[] = [];
  const code = await runStaffCommand(deps(), args, (l) => out.push(l));
  return { code, out };
}

describe('staff lifecycle', () => {
  it('lets an admin disable a member in the console: their open session ends, sign-in is refused, enable restores', async () => {
    const { session: admin } = await signedInStaff(ctx, 'admin@lender.test', 'admin');
    const member = await makeStaff(deps(), 'leaver@lender.test', 'finance');
    const open = await staffLogin(ctx.t.app, ctx.t.clock.now, member);
    const change = (email: string, what: string, headers = admin.headers) =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/ops/api/staff/change',
        headers,
        payload: { email, change: what },
      });
    const disabled = await change('leaver@lender.test', 'disable');
    expect(disabled.json()).toMatchObject({ sessionsEnded: 1 });
    expect((await me(open.cookie)).statusCode).toBe(401);
    ctx.t.clock.advance(60_000);
    await expect(staffLogin(ctx.t.app, ctx.t.clock.now, member)).rejects.toThrow(/401/);
    // Only an admin may; and an admin may not disable themselves.
    expect((await change('admin@lender.test', 'disable', open.headers)).statusCode).toBe(401);
    expect((await change('admin@lender.test', 'disable')).json()).toEqual({ error: 'badInput' });
    expect((await change('admin@lender.test', 'promote')).statusCode).toBe(400);
    await change('leaver@lender.test', 'enable');
    ctx.t.clock.advance(60_000);
    expect(
      (await me((await staffLogin(ctx.t.app, ctx.t.clock.now, member)).cookie)).statusCode,
    ).toBe(200);
  });

  it('refuses the change to a member who is not an admin', async () => {
    const { session } = await signedInStaff(ctx, 'fin@lender.test', 'finance');
    await makeStaff(deps(), 'other@lender.test', 'support');
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/ops/api/staff/change',
      headers: session.headers,
      payload: { email: 'other@lender.test', change: 'disable' },
    });
    expect(res.json()).toEqual({ error: 'forbidden' });
  });

  it('gives a new password and a new authenticator from the command line, ending sessions; the old ones stop working', async () => {
    const member = await makeStaff(deps(), 'lost@lender.test', 'support');
    const open = await staffLogin(ctx.t.app, ctx.t.clock.now, member);
    const pw = await cli('password', 'lost@lender.test');
    expect(pw.code).toBe(0);
    expect(pw.out[0]).toBe('password: #1 lost@lender.test, 1 sessions ended');
    const password = pw.out[1]!.replace('password: ', '');
    expect((await me(open.cookie)).statusCode).toBe(401);
    ctx.t.clock.advance(60_000);
    await expect(staffLogin(ctx.t.app, ctx.t.clock.now, member)).rejects.toThrow(/401/);
    ctx.t.clock.advance(60_000);
    const second = await staffLogin(ctx.t.app, ctx.t.clock.now, { ...member, password });
    const reset = await cli('authenticator', 'LOST@lender.test');
    expect(reset.out[0]).toBe('authenticator: #1 lost@lender.test, 1 sessions ended');
    const totpSecret = reset.out[1]!.replace('TOTP secret: ', '');
    expect(totpSecret).not.toBe(member.totpSecret);
    expect((await me(second.cookie)).statusCode).toBe(401);
    ctx.t.clock.advance(60_000);
    const login = (secret: string) =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/ops/api/login',
        payload: { email: member.email, password, code: totp(secret, ctx.t.clock.now()) },
      });
    expect((await login(member.totpSecret)).statusCode).toBe(401);
    expect((await login(totpSecret)).statusCode).toBe(200);
    expect((await cli('disable', 'nobody@lender.test')).code).toBe(1);
    expect((await cli('disable', 'lost@lender.test')).code).toBe(0);
    expect((await cli('list')).out).toEqual(['#1 lost@lender.test support (disabled)']);
  });

  it('ends a busy session at its absolute lifetime, however often it is used', async () => {
    const { app, clock } = await buildTestApp(ctx.testDb, { config: { staffSessionMaxHours: 12 } });
    const member = await makeStaff(
      { db: ctx.testDb.db, clock: clock.now },
      'busy@lender.test',
      'support',
    );
    const s = await staffLogin(app, clock.now, member);
    const ask = () =>
      app.inject({ method: 'GET', url: '/ops/api/me', headers: { cookie: s.cookie } });
    for (let minutes = 0; minutes < 12 * 60 - 10; minutes += 10) {
      clock.advance(10 * 60_000);
      expect((await ask()).statusCode).toBe(200);
    }
    clock.advance(11 * 60_000);
    expect((await ask()).statusCode).toBe(401);
    await app.close();
  });
});
