// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/lib/i18n';
import * as bridge from '../../src/lib/native/bridge';
import { setItem } from '../../src/lib/storage';

beforeAll(async () => {
  await initI18n({ strict: true });
  bridge.installNativeCallbacks();
});
afterEach(() => {
  delete window.__nativeBridge;
  localStorage.clear();
  vi.useRealTimers();
});

describe('native bridge: timeouts and face capture mode', () => {
  it('fails an action the shell never answers after REQUEST_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    window.__nativeBridge = { postMessage: () => {} };
    const result = bridge.getBoYingFeiSDK({});
    const settled = expect(result).rejects.toThrow('getBoYingFeiSDK: no answer from the app');
    await vi.advanceTimersByTimeAsync(bridge.REQUEST_TIMEOUT_MS);
    await settled;
  });

  it('a late callback after the timeout is ignored', async () => {
    vi.useFakeTimers();
    const posted: string[] = [];
    window.__nativeBridge = { postMessage: (_a, json) => posted.push(json) };
    const result = bridge.timeSDK({}).catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(bridge.REQUEST_TIMEOUT_MS);
    const { callbackId } = JSON.parse(posted[0] ?? '{}') as { callbackId: string };
    window.__mkopoNativeCallback?.(callbackId, '{"ok":true}');
    await expect(result).resolves.toBe('timeSDK: no answer from the app');
  });

  it('chooses the face capture by featureMode.live: 0 Accuauth, 2 BoYingFei, 1 in-page', () => {
    expect(bridge.faceCaptureAction()).toBeNull();
    setItem('featureMode', { live: 0, ocr: -1, frontPermission: -1 });
    expect(bridge.faceCaptureAction()).toBe('getAccuauthSDK');
    expect(bridge.faceCaptureAction(2)).toBe('getBoYingFeiSDK');
  });

  it('toGooglePlayer in the app posts the package id and the fallback link to the shell', async () => {
    const posted: [string, string][] = [];
    window.__nativeBridge = { postMessage: (a, json) => posted.push([a, json]) };
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await bridge.toGooglePlayer('com.mkopo.credit', 'https://example.test/app.apk');
    expect(posted).toEqual([
      ['toGooglePlayer', '{"packageId":"com.mkopo.credit","url":"https://example.test/app.apk"}'],
    ]);
    expect(open).not.toHaveBeenCalled();
  });
});
