import { describe, expect, it } from 'vitest';
import { codes } from '../../src/shared/contract/codes';
import { call, setUpTestApp, signIn } from './helpers';

const ctx = setUpTestApp();
const MOBILE = '0754123456';
const DAY = 24 * 3_600_000;

const info = (options: { token?: string } = {}) => call(ctx.t.app, 'getUserInfo', {}, options);

describe('tokens', () => {
  it('returns the signed-in borrower for a raw token and for Bearer', async () => {
    const token = await signIn(ctx.t, MOBILE);
    for (const header of [token, `Bearer ${token}`]) {
      const res = await info({ token: header });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        code: 0,
        data: {
          mobile: '+255754123456',
          country: 'TZ',
          createdAt: Math.floor(ctx.t.clock.now() / 1000) - 61,
        },
      });
    }
  });

  it('answers the §8 codes: no token, unknown token, expired token', async () => {
    const none = await info();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({
      code: codes.notLoggedIn.code,
      data: null,
      msg: 'User not logged in',
    });
    expect((await info({ token: 'not-a-real-token' })).json().code).toBe(codes.tokenInvalid.code);

    const token = await signIn(ctx.t, MOBILE);
    ctx.t.clock.advance(30 * DAY - 61_000 - 1);
    expect((await info({ token })).json().code).toBe(0);
    ctx.t.clock.advance(1);
    expect((await info({ token })).json().code).toBe(codes.tokenExpired.code);
    expect((await info({ token })).json().code).toBe(codes.tokenExpired.code);
  });

  it('a new login ends the other session with 10010304', async () => {
    const first = await signIn(ctx.t, MOBILE, 'register');
    const second = await signIn(ctx.t, MOBILE, 'login');
    expect(second).not.toBe(first);
    const old = await info({ token: first });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({
      code: 10010304,
      msg: 'The account is logged in from another device',
    });
    expect((await info({ token: second })).json().code).toBe(0);
  });

  it('checks the token before reading the payload', async () => {
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/security/getUserInfo?abcde123=garbage',
    });
    expect(res.json().code).toBe(codes.notLoggedIn.code);
  });
});
