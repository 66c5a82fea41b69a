/**
 * The per-token session cache (auth/session-cache.ts): signed-in reads skip the session query, yet
 * logging out, a new login elsewhere, account deletion and expiry refuse a cached token at once.
 */
import { describe, expect, it } from 'vitest';
import { codes } from '../../../src/shared/contract/codes';
import { COUNTRY_CODES } from '../../../src/shared/countries';
import { sessions } from '../../../src/server/db/schema';
import { SessionCache, TTL_MS } from '../../../src/server/features/auth/session-cache';
import { call, lastCode, setUpTestApp, signIn } from '../helpers';

const SESSION = {
  userId: 7,
  sessionId: 70,
  country: COUNTRY_CODES[0],
  mobile: '0719000007',
  expiresAt: 1e15,
};

describe('SessionCache', () => {
  it('keeps a session for its time to live, then reads it again', () => {
    let wall = 0;
    const cache = new SessionCache(() => wall);
    cache.set('h', SESSION, cache.epoch);
    wall = TTL_MS - 1;
    expect(cache.get('h')).toEqual(SESSION);
    wall = TTL_MS;
    expect(cache.get('h')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets every session of a user, and only theirs', () => {
    const cache = new SessionCache(() => 0);
    cache.set('a', SESSION, cache.epoch);
    cache.set('b', { ...SESSION, userId: 8, sessionId: 80 }, cache.epoch);
    cache.forgetUser(7);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toMatchObject({ userId: 8 });
  });

  it('does not keep a row read while sessions were being ended', () => {
    const cache = new SessionCache(() => 0);
    const before = cache.epoch;
    cache.forgetUser(7); // a login elsewhere commits while the row is read
    cache.set('a', SESSION, before);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps and trusts nothing while ends go unheard, nor a row read before they were heard again', () => {
    const cache = new SessionCache(() => 0);
    cache.set('a', SESSION, cache.epoch);
    cache.hearing(false);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', SESSION, cache.epoch);
    expect(cache.get('a')).toBeUndefined();
    const readWhileDeaf = cache.epoch;
    cache.hearing(true);
    cache.set('a', SESSION, readWhileDeaf);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', SESSION, cache.epoch);
    expect(cache.get('a')).toEqual(SESSION);
  });
});

describe('signed-in calls through the cache', () => {
  const ctx = setUpTestApp();
  const info = (token: string) => call(ctx.t.app, 'getUserInfo', {}, { token });

  it('answers a known token from the cache without reading its row again', async () => {
    const token = await signIn(ctx.t, '0754000222');
    expect((await info(token)).json().code).toBe(0);
    // Ended by another server process (not through this one's repo): seen only after TTL_MS.
    await ctx.testDb.db.update(sessions).set({ endedAt: new Date(), endReason: 'logout' });
    expect((await info(token)).json().code).toBe(0);
  });

  it('refuses a cached token at once after a login on another device', async () => {
    const first = await signIn(ctx.t, '0754000333');
    expect((await info(first)).json().code).toBe(0);
    const second = await signIn(ctx.t, '0754000333', 'login');
    expect((await info(first)).json().code).toBe(codes.loggedInElsewhere.code);
    expect((await info(second)).json().code).toBe(0);
  });

  it('refuses a cached token at once after the borrower logs out, and only that token', async () => {
    const token = await signIn(ctx.t, '0754000666');
    const other = await signIn(ctx.t, '0754000777');
    expect((await info(token)).json().code).toBe(0);
    expect((await info(other)).json().code).toBe(0);
    expect((await call(ctx.t.app, 'logout', {}, { token })).json().code).toBe(0);
    expect((await info(token)).json().code).toBe(codes.tokenInvalid.code);
    expect((await call(ctx.t.app, 'logout', {}, { token })).json().code).toBe(
      codes.tokenInvalid.code,
    );
    expect((await info(other)).json().code).toBe(0);
  });

  it('refuses a cached token at once after the account is deleted', async () => {
    const token = await signIn(ctx.t, '0754000444');
    expect((await info(token)).json().code).toBe(0);
    await call(ctx.t.app, 'getVerifyCodeDeleteUser', {}, { token });
    const code = lastCode(ctx.t.sms, '+255754000444');
    const verified = await call(ctx.t.app, 'verifyCodeDeleteUser', { code }, { token });
    const ticket = (verified.json() as { data: { ticket: string } }).data.ticket;
    const deleted = await call(ctx.t.app, 'userDelete', { ticket, reason: 1 }, { token });
    expect(deleted.json().code).toBe(0);
    expect((await info(token)).json().code).toBe(codes.tokenInvalid.code);
  });

  it('refuses a cached token once it expires', async () => {
    const token = await signIn(ctx.t, '0754000555');
    expect((await info(token)).json().code).toBe(0);
    ctx.t.clock.advance(30 * 24 * 3_600_000);
    expect((await info(token)).json().code).toBe(codes.tokenExpired.code);
  });
});
