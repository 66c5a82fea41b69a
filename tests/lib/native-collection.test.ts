import { describe, expect, it, vi } from 'vitest';
import {
  COLLECTION_EVENT,
  runCollectionCheck,
  type CollectionDeps,
} from '../../src/lib/native/collection-check';
import type { TimeUploadStatusResponse } from '../../src/shared/contract/types.gen';

const none: TimeUploadStatusResponse = {
  appList: false,
  sms: false,
  exif: false,
  device: false,
  contact: false,
  callLog: false,
  location: false,
  required: [],
};

function deps(
  overrides: Partial<CollectionDeps> = {},
): CollectionDeps & { collect: ReturnType<typeof vi.fn>; logEvent: ReturnType<typeof vi.fn> } {
  return {
    enable: vi.fn(async () => ({ enableTimeSdk: true })),
    status: vi.fn(async () => none),
    inApp: () => true,
    collect: vi.fn(async () => ({})),
    logEvent: vi.fn(async () => {}),
    ...overrides,
  } as CollectionDeps & { collect: ReturnType<typeof vi.fn>; logEvent: ReturnType<typeof vi.fn> };
}

const request = { orderNo: 'A1', userId: '42', step: 'confirm', isSubmit: true };

describe('runCollectionCheck (docs/product.md §7)', () => {
  it('succeeds (0) without asking for status when the SDK is not enabled', async () => {
    const d = deps({ enable: vi.fn(async () => ({ enableTimeSdk: false })) });
    await expect(runCollectionCheck(request, d)).resolves.toEqual({
      code: 0,
      msg: '',
      missing: [],
    });
    expect(d.status).not.toHaveBeenCalled();
    expect(d.collect).not.toHaveBeenCalled();
  });

  it('succeeds (0) when every required flag is present', async () => {
    const d = deps({
      status: vi.fn(async () => ({ ...none, device: true, required: ['device' as const] })),
    });
    await expect(runCollectionCheck(request, d)).resolves.toMatchObject({ code: 0 });
    expect(d.collect).not.toHaveBeenCalled();
  });

  it('asks the shell to collect the missing flags, logs an event and reports pending (1)', async () => {
    const d = deps({
      status: vi.fn(async () => ({
        ...none,
        device: true,
        required: ['device' as const, 'exif' as const],
      })),
    });
    const result = await runCollectionCheck(request, d);
    expect(result).toEqual({ code: 1, msg: '', missing: ['exif'] });
    expect(d.collect).toHaveBeenCalledWith({
      step: 'confirm',
      orderNo: 'A1',
      userId: '42',
      isSubmit: true,
      flags: ['exif'],
    });
    expect(d.logEvent).toHaveBeenCalledWith(COLLECTION_EVENT, {
      step: 'confirm',
      orderNo: 'A1',
      isSubmit: true,
      flags: 'exif',
    });
  });

  it('fails (-1) in check-only mode when a flag is missing, without asking the shell', async () => {
    const d = deps({ status: vi.fn(async () => ({ ...none, required: ['exif' as const] })) });
    await expect(runCollectionCheck({ ...request, checkOnly: true }, d)).resolves.toEqual({
      code: -1,
      msg: 'missing',
      missing: ['exif'],
    });
    expect(d.collect).not.toHaveBeenCalled();
  });

  it('fails (-1) with "runInApp" when collection is needed outside the app', async () => {
    const d = deps({
      inApp: () => false,
      status: vi.fn(async () => ({ ...none, required: ['device' as const] })),
    });
    await expect(runCollectionCheck(request, d)).resolves.toMatchObject({
      code: -1,
      msg: 'runInApp',
    });
  });

  it('fails silently (-1) with the message of a failed call', async () => {
    const d = deps({
      enable: vi.fn(async () => Promise.reject(new Error('orderNo cannot be empty'))),
    });
    await expect(runCollectionCheck(request, d)).resolves.toEqual({
      code: -1,
      msg: 'orderNo cannot be empty',
      missing: [],
    });
  });

  it('stays pending when the shell later rejects the collection (no unhandled rejection)', async () => {
    const d = deps({
      status: vi.fn(async () => ({ ...none, required: ['device' as const] })),
      collect: vi.fn(() => Promise.reject(new Error('denied'))),
    });
    await expect(runCollectionCheck(request, d)).resolves.toMatchObject({ code: 1 });
  });
});
