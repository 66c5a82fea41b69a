// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, TIMEOUT_MS } from '../../../src/lib/api/call';
import { ApiError, NetworkError, SessionEndedError } from '../../../src/lib/api/errors';
import { pendingCalls } from '../../../src/lib/api/loading';
import { currentNotices, dismiss, retryAll } from '../../../src/lib/api/notices';
import { setHomeNavigator } from '../../../src/lib/session';
import { getItem, setItem } from '../../../src/lib/storage';
import { PARAM_NAME_PATTERN } from '../../../src/shared/envelope';
import { handle, startApiServer } from '../../app/support/api-server';

startApiServer();

const user = {
  userId: '7',
  mobile: '+255712345678',
  country: 'TZ' as const,
  createdAt: 1700000000,
};

beforeEach(() => {
  localStorage.clear();
  for (const n of currentNotices()) dismiss(n.id);
});
afterEach(() => vi.useRealTimers());

describe('call()', () => {
  it('sends a GET as one encrypted parameter with a random name and the §7 headers', async () => {
    setItem('token', { Authorization: 'tok-1' });
    setItem('language', 'sw_KE');
    setItem('afid', 'af-9');
    const seen = handle('existsByMobile', () => ({ data: { exists: true } }));
    await expect(call('existsByMobile', { mobile: '+255712345678' })).resolves.toEqual({
      exists: true,
    });
    await expect(call('existsByMobile', { mobile: '+255712345678' })).resolves.toEqual({
      exists: true,
    });
    const [first, second] = seen;
    expect(first?.paramName).toMatch(PARAM_NAME_PATTERN);
    expect(second?.paramName).not.toBe(first?.paramName);
    expect(first?.input).toMatchObject({ mobile: '+255712345678' });
    expect(typeof first?.input.t).toBe('number');
    const h = first?.headers;
    expect(h?.get('authorization')).toBe('tok-1');
    expect(h?.get('packagename')).toBe('com.mkopo.credit');
    expect(h?.get('appname')).toBe('Mkopo');
    expect(h?.get('afid')).toBe('af-9');
    expect(h?.get('lang')).toBe('sw_KE');
    // Outside the native shell the platform marker says web (rollover is app-only, §4).
    expect(h?.get('platform')).toBe('web');
  });

  it('sends a POST body as text/plain ciphertext and no Authorization when signed out', async () => {
    const seen = handle('getVerifyCode', () => ({ data: { resendAfter: 60 } }));
    await call('getVerifyCode', { mobile: '+255712345678', type: 'login' });
    expect(seen[0]?.contentType).toMatch(/^text\/plain/);
    expect(seen[0]?.url.search).toBe('');
    expect(seen[0]?.input).toMatchObject({ mobile: '+255712345678', type: 'login' });
    expect(seen[0]?.headers.has('authorization')).toBe(false);
  });

  it('rejects other non-zero codes with an ApiError carrying code and key, whatever the status', async () => {
    handle('login', () => ({ error: 'codeInvalid' }));
    const err: unknown = await call('login', { mobile: '+255712345678', code: '000000' }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).not.toBeInstanceOf(SessionEndedError);
    expect(err).toMatchObject({ code: 20003, key: 'codeInvalid' });
    expect(pendingCalls()).toBe(0);
  });

  it.each(['notLoggedIn', 'tokenExpired', 'loggedInElsewhere', 'tokenInvalid'] as const)(
    'ends the session on %s: clears data, tells the shell, goes home, shows the message',
    async (code) => {
      const goHome = vi.fn();
      setHomeNavigator(goHome);
      const shell = vi.fn();
      window.__nativeBridge = { postMessage: shell };
      setItem('token', { Authorization: 'old' });
      setItem('userInfo', user);
      setItem('language', 'es');
      handle('getUserInfo', () => ({ error: code }));
      try {
        await expect(call('getUserInfo', {})).rejects.toBeInstanceOf(SessionEndedError);
      } finally {
        delete window.__nativeBridge;
      }
      expect(getItem('token')).toBeNull();
      expect(getItem('userInfo')).toBeNull();
      expect(getItem('language')).toBe('es');
      expect(shell).toHaveBeenCalledWith('logout', expect.any(String));
      expect(goHome).toHaveBeenCalledOnce();
      expect(currentNotices()).toEqual([expect.objectContaining({ kind: 'message', key: code })]);
    },
  );

  it('leaves a borrower on the login screen when a read from the screen before ends the session', async () => {
    const goHome = vi.fn();
    setHomeNavigator(goHome);
    setItem('token', { Authorization: 'old' });
    handle('getUserInfo', () => ({ error: 'tokenExpired' }));
    const asked = call('getUserInfo', {});
    window.location.hash = '#/user/login';
    try {
      await expect(asked).rejects.toBeInstanceOf(SessionEndedError);
    } finally {
      window.location.hash = '';
    }
    expect(getItem('token')).toBeNull();
    expect(goHome).not.toHaveBeenCalled();
    expect(currentNotices()).toEqual([
      expect.objectContaining({ kind: 'message', key: 'tokenExpired' }),
    ]);
  });

  it('says a session-ending message once when several calls are refused together', async () => {
    setHomeNavigator(vi.fn());
    setItem('token', { Authorization: 'old' });
    handle('getUserInfo', () => ({ error: 'loggedInElsewhere' }));
    handle('feedbackRedDotMarker', () => ({ error: 'loggedInElsewhere' }));
    handle('lotteryDrawCouponQuantity', () => ({ error: 'loggedInElsewhere' }));
    const refused = await Promise.allSettled([
      call('getUserInfo', {}),
      call('feedbackRedDotMarker', {}),
      call('lotteryDrawCouponQuantity', {}),
    ]);
    expect(refused.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(currentNotices()).toEqual([
      expect.objectContaining({ kind: 'message', key: 'loggedInElsewhere' }),
    ]);
  });

  it('turns a network failure into a NetworkError, hides the overlay and offers a retry that re-runs the call', async () => {
    let attempts = 0;
    handle('existsByMobile', () => (++attempts === 1 ? 'network' : { data: { exists: false } }));
    const pending = call('existsByMobile', { mobile: '712345678' });
    expect(pendingCalls()).toBe(1);
    const err: unknown = await pending.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(err).toMatchObject({ reason: 'network' });
    expect(pendingCalls()).toBe(0);
    expect(currentNotices()).toEqual([
      expect.objectContaining({ kind: 'retry', reason: 'network' }),
    ]);
    retryAll();
    await vi.waitFor(() => expect(attempts).toBe(2));
    expect(currentNotices()).toEqual([]);
  });

  it('shows no retry banner for a quiet call: its caller fails silently (§7 collection check)', async () => {
    handle('existsByMobile', () => 'network');
    const err: unknown = await call(
      'existsByMobile',
      { mobile: '712345678' },
      { quiet: true },
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(pendingCalls()).toBe(0);
    expect(currentNotices()).toEqual([]);
  });

  it('times out after 60 s with a NetworkError("timeout")', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    handle('existsByMobile', () => 'hang');
    const pending = call('existsByMobile', { mobile: '712345678' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(pendingCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const err = await pending;
    expect(err).toBeInstanceOf(NetworkError);
    expect(err).toMatchObject({ reason: 'timeout' });
    expect(pendingCalls()).toBe(0);
  });

  it('skips the overlay for silent calls', async () => {
    handle('existsByMobile', () => ({ data: { exists: true } }));
    const pending = call('existsByMobile', { mobile: '712345678' }, { silent: true });
    expect(pendingCalls()).toBe(0);
    await pending;
  });
});
