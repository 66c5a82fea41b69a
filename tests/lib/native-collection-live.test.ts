// @vitest-environment jsdom
/**
 * The data-collection check of §7 wired to the real API client and bridge (the default deps): the
 * encrypted calls carry the orderNo, the shell receives timeSDK and the AppsFlyer event, and a
 * refusal from the server comes back as -1 with its message and no screen change.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../src/lib/i18n';
import { installNativeCallbacks } from '../../src/lib/native/bridge';
import { COLLECTION_EVENT, runCollectionCheck } from '../../src/lib/native/collection-check';
import { pendingCalls } from '../../src/lib/api/loading';
import { setItem } from '../../src/lib/storage';
import { handle, startApiServer } from '../app/support/api-server';

startApiServer();

const collected = {
  appList: false,
  sms: false,
  exif: false,
  device: false,
  contact: false,
  callLog: false,
  location: false,
};
const request = { orderNo: 'A1', userId: '42', step: 'confirm', isSubmit: true };

/** A fake shell on the generic host: records what the web sends. */
function fakeShell(): [string, Record<string, unknown>][] {
  const posts: [string, Record<string, unknown>][] = [];
  window.__nativeBridge = {
    postMessage: (action, json) =>
      void posts.push([action, JSON.parse(json) as Record<string, unknown>]),
  };
  return posts;
}

beforeAll(async () => {
  await initI18n({ strict: true });
  installNativeCallbacks();
});
beforeEach(() => {
  localStorage.clear();
  setItem('token', { Authorization: 'tok' });
});
afterEach(() => {
  delete window.__nativeBridge;
});

describe('runCollectionCheck with the real client and bridge', () => {
  it('is 0 under the default config (nothing required), without a loading overlay', async () => {
    const enable = handle('timeUploadEnable', () => ({ data: { enableTimeSdk: true } }));
    handle('timeUploadStatus', () => ({ data: { ...collected, required: [] } }));
    const overlay: number[] = [];
    const result = runCollectionCheck(request);
    overlay.push(pendingCalls());
    await expect(result).resolves.toEqual({ code: 0, msg: '', missing: [] });
    expect(overlay).toEqual([0]);
    expect(enable[0]?.input).toMatchObject({ orderNo: 'A1' });
    expect(enable[0]?.headers.get('authorization')).toBe('tok');
  });

  it('in the app, sends timeSDK with a callbackId and the AppsFlyer event, and is pending (1)', async () => {
    const posts = fakeShell();
    handle('timeUploadEnable', () => ({ data: { enableTimeSdk: true } }));
    handle('timeUploadStatus', () => ({
      data: { ...collected, device: true, required: ['device', 'exif'] },
    }));
    await expect(runCollectionCheck(request)).resolves.toEqual({
      code: 1,
      msg: '',
      missing: ['exif'],
    });
    expect(posts.map(([action]) => action)).toEqual(['timeSDK', 'logEventByAF']);
    expect(posts[0]?.[1]).toMatchObject({
      step: 'confirm',
      orderNo: 'A1',
      userId: '42',
      isSubmit: true,
      flags: ['exif'],
    });
    expect(typeof posts[0]?.[1].callbackId).toBe('string');
    expect(posts[1]?.[1]).toEqual({
      event: COLLECTION_EVENT,
      values: { step: 'confirm', orderNo: 'A1', isSubmit: true, flags: 'exif' },
    });
  });

  it('on the web, is -1 "runInApp" and sends nothing', async () => {
    handle('timeUploadEnable', () => ({ data: { enableTimeSdk: true } }));
    handle('timeUploadStatus', () => ({ data: { ...collected, required: ['device'] } }));
    await expect(runCollectionCheck(request)).resolves.toEqual({
      code: -1,
      msg: 'runInApp',
      missing: ['device'],
    });
  });

  it('passes a server refusal through as -1 with its message', async () => {
    handle('timeUploadEnable', () => ({ error: 'orderNotFound' }));
    const result = await runCollectionCheck(request);
    expect(result.code).toBe(-1);
    expect(result.msg).toBe('orderNotFound');
    expect(result.missing).toEqual([]);
  });
});
