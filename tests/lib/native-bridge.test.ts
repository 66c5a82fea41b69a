// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/lib/i18n';
import * as bridge from '../../src/lib/native/bridge';
import { getItem } from '../../src/lib/storage';

beforeAll(async () => {
  await initI18n({ strict: true });
  bridge.installNativeCallbacks();
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  delete window.android;
  delete window.__nativeBridge;
  vi.unstubAllGlobals();
});

describe('native bridge on the web', () => {
  it('is not in the app and resolves notifications without a host', async () => {
    expect(bridge.isInApp()).toBe(false);
    await expect(bridge.login('t', '1')).resolves.toBeUndefined();
    await expect(bridge.logout()).resolves.toBeUndefined();
    await expect(bridge.logEventByAF('apply')).resolves.toBeUndefined();
  });

  it.each(['getAccuauthSDK', 'getBoYingFeiSDK', 'timeSDK'] as const)(
    '%s rejects with "Please run in App"',
    async (action) => {
      await expect(bridge[action]({})).rejects.toThrow('Please run in App');
    },
  );

  it('toGooglePlayer opens the store page by package id, or the given link', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    await bridge.toGooglePlayer('com.mkopo.credit');
    expect(open).toHaveBeenCalledWith(
      'https://play.google.com/store/apps/details?id=com.mkopo.credit',
      '_blank',
      'noopener',
    );
    await bridge.toGooglePlayer('x', 'https://example.test/app');
    expect(open).toHaveBeenLastCalledWith('https://example.test/app', '_blank', 'noopener');
  });
});

describe('native bridge in the app', () => {
  it('posts actions to window.android and resolves on the shell callback', async () => {
    const calls: [string, string][] = [];
    window.android = {
      getAccuauthSDK: (json: string) => calls.push(['getAccuauthSDK', json]),
      logout: (json: string) => calls.push(['logout', json]),
    };
    expect(bridge.isInApp()).toBe(true);
    const result = bridge.getAccuauthSDK({ orderNo: 'A1' });
    const sent = JSON.parse(calls[0]?.[1] ?? '{}') as { orderNo: string; callbackId: string };
    expect(sent.orderNo).toBe('A1');
    window.__mkopoNativeCallback?.(sent.callbackId, '{"image":"b64"}');
    await expect(result).resolves.toEqual({ image: 'b64' });
    await bridge.logout();
    expect(calls[1]?.[0]).toBe('logout');
  });

  it('rejects when the shell answers with an error', async () => {
    const posted: string[] = [];
    window.__nativeBridge = { postMessage: (_action, json) => posted.push(json) };
    const result = bridge.timeSDK({ step: 1 });
    const { callbackId } = JSON.parse(posted[0] ?? '{}') as { callbackId: string };
    window.__mkopoNativeCallback?.(callbackId, '{"error":"denied"}');
    await expect(result).rejects.toThrow('denied');
  });

  it('lets the shell supply and end the login token', () => {
    window.__mkopoNativeLogin?.('{"token":"from-shell"}');
    expect(getItem('token')).toEqual({ Authorization: 'from-shell' });
    window.__mkopoNativeLogout?.();
    expect(getItem('token')).toBeNull();
  });
});
