/** Staff sign-in: password + TOTP, cookie flags, CSRF, idle timeout, lock after failed tries. */
import { describe, expect, it } from 'vitest';
import { totp } from '../../../src/server/features/ops-console/totp';
import { buildTestApp, setUpTestApp } from '../helpers';
import { makeStaff, staffLogin } from './staff-session';

const ctx = setUpTestApp();
const deps = () => ({ db: ctx.testDb.db, clock: ctx.t.clock.now });

const login = (body: Record<string, string>, headers: Record<string, string> = {}) =>
  ctx.t.app.inject({ method: 'POST', url: '/ops/api/login', payload: body, headers });

describe('staff sessions', () => {
  it('signs in with password and TOTP into an HttpOnly, SameSite=Strict cookie (Secure over HTTPS)', async () => {
    const account = await makeStaff(deps(), 'Finance@Lender.test', 'finance');
    const res = await login({
      email: 'finance@lender.test',
      password: account.password,
      code: totp(account.totpSecret, ctx.t.clock.now()),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().staff).toMatchObject({ email: 'finance@lender.test', role: 'finance' });
    const [session, csrf] = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(session).toMatch(/^mkopo_ops=[\w-]{43}; Path=\/ops; SameSite=Strict; HttpOnly$/);
    expect(csrf).toMatch(/^mkopo_ops_csrf=[\w-]+; Path=\/ops; SameSite=Strict$/);
    // The same code cannot be used twice (replay), even with the right password.
    const replay = await login({
      email: 'finance@lender.test',
      password: account.password,
      code: totp(account.totpSecret, ctx.t.clock.now()),
    });
    expect(replay.statusCode).toBe(401);
  });

  it('marks cookies Secure when the request came over HTTPS through a trusted proxy', async () => {
    const { app, clock } = await buildTestApp(ctx.testDb, { config: { trustProxy: true } });
    const account = await makeStaff(
      { db: ctx.testDb.db, clock: clock.now },
      'a@lender.test',
      'admin',
    );
    const res = await app.inject({
      method: 'POST',
      url: '/ops/api/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: {
        email: 'a@lender.test',
        password: account.password,
        code: totp(account.totpSecret, clock.now()),
      },
    });
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]).toMatch(/; Secure/);
    await app.close();
  });

  it('refuses a wrong password or TOTP, and locks the account after five failures', async () => {
    const account = await makeStaff(deps(), 'support@lender.test', 'support');
    const code = () => totp(account.totpSecret, ctx.t.clock.now());
    expect(
      (await login({ email: 'support@lender.test', password: account.password, code: '000000' }))
        .statusCode,
    ).toBe(401);
    for (let i = 0; i < 4; i++)
      expect(
        (await login({ email: 'support@lender.test', password: 'wrong', code: code() })).json(),
      ).toEqual({ error: 'badCredentials' });
    const locked = await login({
      email: 'support@lender.test',
      password: account.password,
      code: code(),
    });
    expect(locked.json()).toEqual({ error: 'locked' });
    ctx.t.clock.advance(15 * 60_000 + 1000);
    expect(
      (await login({ email: 'support@lender.test', password: account.password, code: code() }))
        .statusCode,
    ).toBe(200);
  });

  it('needs the CSRF header matching the cookie on every change, and ends an idle session', async () => {
    const account = await makeStaff(deps(), 'admin@lender.test', 'admin');
    const s = await staffLogin(ctx.t.app, ctx.t.clock.now, account);
    const me = () =>
      ctx.t.app.inject({ method: 'GET', url: '/ops/api/me', headers: { cookie: s.cookie } });
    expect((await me()).statusCode).toBe(200);
    const noHeader = await ctx.t.app.inject({
      method: 'POST',
      url: '/ops/api/logout',
      headers: { cookie: s.cookie },
    });
    expect(noHeader.statusCode).toBe(403);
    const wrong = await ctx.t.app.inject({
      method: 'POST',
      url: '/ops/api/logout',
      headers: { cookie: s.cookie, 'x-csrf-token': 'guess' },
    });
    expect(wrong.json()).toEqual({ error: 'csrf' });
    ctx.t.clock.advance(14 * 60_000);
    expect((await me()).statusCode).toBe(200);
    ctx.t.clock.advance(15 * 60_000 + 1);
    expect((await me()).statusCode).toBe(401);
  });

  it('signs out: the cookie no longer opens the console', async () => {
    const account = await makeStaff(deps(), 'c@lender.test', 'collections');
    const s = await staffLogin(ctx.t.app, ctx.t.clock.now, account);
    expect(
      (await ctx.t.app.inject({ method: 'POST', url: '/ops/api/logout', headers: s.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.t.app.inject({ method: 'GET', url: '/ops/api/me', headers: { cookie: s.cookie } }))
        .statusCode,
    ).toBe(401);
  });
});
