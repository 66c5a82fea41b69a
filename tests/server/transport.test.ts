/** Multipart uploads, unimplemented endpoints, unexpected errors and the per-IP rate limit. */
import { beforeEach, describe, expect, it } from 'vitest';
import { codes } from '../../src/shared/contract/codes';
import { sealPayload } from '../../src/shared/envelope';
import type { UploadedFile } from '../../src/server/types';
import { buildTestApp, call, setUpTestDb, signIn, type TestApp } from './helpers';

const ctx = setUpTestDb();
const KEY = 'com.mkopo.credit';

/** A multipart body as a browser's FormData sends it. */
function multipartBody(parts: Array<{ name: string; value: string | Buffer; filename?: string }>) {
  const boundary = '----mkopo-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? 'Content-Type: image/jpeg\r\n' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('multipart', () => {
  let t: TestApp;
  let token: string;
  let received: UploadedFile[];
  beforeEach(async () => {
    received = [];
    t = await buildTestApp(ctx.testDb, {
      deps: {
        handlers: {
          feedbackUploadFile: async ({ files }) => {
            received = [...files];
            return { fileId: '1', url: `/files/${files[0]?.filename ?? ''}` };
          },
        },
      },
    });
    token = await signIn(t, '0712345678');
  });
  const upload = (parts: Parameters<typeof multipartBody>[0], url = '/api/feedback/uploadFile') => {
    const { payload, contentType } = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': contentType, authorization: token },
    });
  };

  it('hands the handler the decrypted fields and the files', async () => {
    const image = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const res = await upload([
      { name: 'data', value: sealPayload({}, KEY) },
      { name: 'file', value: image, filename: 'receipt.jpg' },
    ]);
    expect(res.json()).toEqual({
      code: 0,
      msg: 'Success',
      data: { fileId: '1', url: '/files/receipt.jpg' },
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      field: 'file',
      filename: 'receipt.jpg',
      mimetype: 'image/jpeg',
    });
    expect(received[0]?.data.equals(image)).toBe(true);
  });

  it('requires the encrypted data field', async () => {
    const res = await upload([{ name: 'file', value: Buffer.from('x'), filename: 'a.jpg' }]);
    expect(res.json().code).toBe(codes.badEnvelope.code);
  });

  it('refuses a file over 20 MB', async () => {
    const res = await upload([
      { name: 'data', value: sealPayload({}, KEY) },
      { name: 'file', value: Buffer.alloc(20 * 1024 * 1024 + 1), filename: 'big.jpg' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(codes.tooLarge.code);
    expect((await call(t.app, 'getUserInfo', {}, { token })).json().code).toBe(0);
  });

  it('refuses multipart on a call that does not take files', async () => {
    const res = await upload(
      [{ name: 'data', value: sealPayload({}, KEY) }],
      '/api/security/getUserInfo',
    );
    expect(res.json().code).toBe(codes.methodNotAllowed.code);
    const post = await upload(
      [{ name: 'data', value: sealPayload({}, KEY) }],
      '/api/security/getVerifyCode',
    );
    expect(post.statusCode).toBe(415);
    expect(post.json().code).toBe(codes.unsupportedMediaType.code);
  });
});

describe('answers', () => {
  it('says notAvailable (501) for an endpoint without a handler', async () => {
    const t = await buildTestApp(ctx.testDb, { deps: { handlers: { existsByMobile: undefined } } });
    const res = await call(t.app, 'existsByMobile', { mobile: '0712345678' });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toMatchObject({
      code: codes.notAvailable.code,
      key: 'notAvailable',
      data: null,
    });
  });

  it('turns an unexpected exception into 500 internal without details', async () => {
    const t = await buildTestApp(ctx.testDb, {
      deps: {
        handlers: {
          existsByMobile: async () => {
            throw new Error('database on fire');
          },
        },
      },
    });
    const res = await call(t.app, 'existsByMobile', { mobile: '0712345678' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: codes.internal.code, data: null });
    expect(res.body).not.toContain('fire');
  });

  it('limits requests per IP with the rateLimited answer', async () => {
    const t = await buildTestApp(ctx.testDb, { config: { rateLimitPerMinute: 3 } });
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push((await call(t.app, 'existsByMobile', { mobile: '0712345678' })).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
    const limited = await call(t.app, 'existsByMobile', { mobile: '0712345678' });
    expect(limited.json()).toMatchObject({ code: codes.rateLimited.code, data: null });
    expect(limited.headers['retry-after']).toBe('60');
    const other = await call(t.app, 'existsByMobile', { mobile: '0712345678' }, { ip: '10.1.1.1' });
    expect(other.statusCode).toBe(200);
  });

  it('limits per token and per device before the per-IP ceiling (carrier NAT)', async () => {
    const t = await buildTestApp(ctx.testDb, {
      config: {
        rateLimitPerMinute: 100,
        rateLimitPerTokenPerMinute: 2,
        rateLimitPerDevicePerMinute: 2,
      },
    });
    const ask = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: '/api/security/existsByMobile',
        headers: { ...headers, packageName: 'com.mkopo.credit' },
      });
    // One phone (token) is stopped at its own limit; others behind the same IP are not.
    const one = [];
    for (let i = 0; i < 3; i++) one.push((await ask({ authorization: 'token-a' })).statusCode);
    expect(one.slice(0, 2)).not.toContain(429);
    expect(one[2]).toBe(429);
    expect((await ask({ authorization: 'token-b' })).statusCode).not.toBe(429);
    const device = [];
    for (let i = 0; i < 3; i++) device.push((await ask({ afid: 'device-1' })).statusCode);
    expect(device[2]).toBe(429);
    expect((await ask({ afid: 'device-2' })).statusCode).not.toBe(429);
  });
});
