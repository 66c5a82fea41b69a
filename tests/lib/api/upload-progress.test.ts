// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../src/lib/api/call';
import { ApiError } from '../../../src/lib/api/errors';
import { currentNotices, dismiss } from '../../../src/lib/api/notices';
import { setItem } from '../../../src/lib/storage';
import { handleUpload } from '../../features/kyc/multipart';
import { server, startApiServer } from '../../app/support/api-server';

startApiServer();

beforeEach(() => {
  localStorage.clear();
  for (const n of currentNotices()) dismiss(n.id);
  setItem('token', { Authorization: 'tok' });
});

describe('call() with onProgress', () => {
  it('uploads the multipart call through XMLHttpRequest, reports progress up to 1 and resolves with data', async () => {
    const seen = handleUpload('uploadCurpFront', () => ({ data: { fileId: 'f1', url: '/u/f1' } }));
    const progress: number[] = [];
    const file = new File([new Uint8Array(2048)], 'front.jpg', { type: 'image/jpeg' });
    await expect(
      call('uploadCurpFront', {}, { files: { file }, onProgress: (f) => progress.push(f) }),
    ).resolves.toEqual({
      fileId: 'f1',
      url: '/u/f1',
    });
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((f) => f >= 0 && f <= 1)).toBe(true);
    expect(seen[0]?.file?.size).toBe(2048);
  });

  it('rejects with the ApiError of a refusal, as the fetch path does', async () => {
    handleUpload('uploadCurpFront', () => ({ error: 'idFrontFailed' }));
    const file = new File(['x'], 'front.jpg', { type: 'image/jpeg' });
    const err: unknown = await call(
      'uploadCurpFront',
      {},
      { files: { file }, onProgress: () => {} },
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).key).toBe('idFrontFailed');
  });

  it('reports a body that is not an API answer as a network failure with the retry banner', async () => {
    server.use(
      http.post(
        '/api/user/upload/curp/back',
        () => new HttpResponse('<html>proxy</html>', { status: 502 }),
      ),
    );
    const file = new File(['x'], 'back.jpg', { type: 'image/jpeg' });
    await expect(
      call('uploadCurpBack', {}, { files: { file }, onProgress: () => {} }),
    ).rejects.toMatchObject({ name: 'NetworkError' });
    expect(currentNotices().some((n) => n.kind === 'retry')).toBe(true);
  });
});
