/** The envelope and the error answer: bad input is always a JSON 4xx and never breaks the server. */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { codes } from '../../src/shared/contract/codes';
import { encryptText, sealPayload } from '../../src/shared/envelope';
import { call, setUpTestApp } from './helpers';

const ctx = setUpTestApp();
const KEY = 'com.mkopo.credit';
const POST_URL = '/api/security/getVerifyCode';
const GET_URL = '/api/security/existsByMobile';

const post = (payload: string, contentType: string | undefined = 'text/plain', url = POST_URL) =>
  ctx.t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: contentType ? { 'content-type': contentType } : {},
  });
const get = (query: string, url = GET_URL) =>
  ctx.t.app.inject({ method: 'GET', url: `${url}${query}` });

/** A good request after every bad one proves the server still answers. */
async function expectStillServing(): Promise<void> {
  const res = await call(ctx.t.app, 'existsByMobile', { mobile: '0712345678' });
  expect(res.json()).toEqual({ code: 0, msg: 'Success', data: { exists: false } });
}

async function expectRefused(
  res: Awaited<ReturnType<typeof post>>,
  name: keyof typeof codes,
): Promise<void> {
  expect(res.statusCode).toBe(codes[name].http);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toMatchObject({ code: codes[name].code, key: codes[name].key, data: null });
  expect(res.json().msg).toEqual(expect.any(String));
  await expectStillServing();
}

describe('POST bodies', () => {
  const valid = { mobile: '0712345678', type: 'register' };

  it('accepts text/plain, application/octet-stream and a missing type', async () => {
    for (const type of ['text/plain; charset=utf-8', 'application/octet-stream', undefined]) {
      ctx.t.clock.advance(60_000);
      const res = await post(sealPayload(valid, KEY), type);
      expect(res.json()).toMatchObject({ code: 0 });
    }
  });

  it('refuses garbage base64', async () => {
    await expectRefused(await post('%%% not base64 %%%'), 'badEnvelope');
    await expectRefused(await post('QUJD'), 'badEnvelope');
    await expectRefused(await post(''), 'badEnvelope');
  });

  it('refuses a payload sealed with another key', async () => {
    await expectRefused(await post(sealPayload(valid, 'com.other.app')), 'badEnvelope');
  });

  it('refuses plaintext that is not a JSON object', async () => {
    await expectRefused(await post(encryptText('hello', KEY)), 'badPayload');
    await expectRefused(await post(encryptText('[1,2,3]', KEY)), 'badPayload');
    await expectRefused(await post(encryptText('null', KEY)), 'badPayload');
  });

  it('requires a numeric t', async () => {
    await expectRefused(await post(encryptText(JSON.stringify(valid), KEY)), 'badPayload');
    await expectRefused(
      await post(encryptText(JSON.stringify({ ...valid, t: '1' }), KEY)),
      'badPayload',
    );
  });

  it('refuses a JSON body', async () => {
    await expectRefused(
      await post(JSON.stringify(valid), 'application/json'),
      'unsupportedMediaType',
    );
  });

  it('refuses a body over 1 MB', async () => {
    await expectRefused(await post('A'.repeat(1024 * 1024 + 16)), 'tooLarge');
  });

  it('lists every failing field', async () => {
    const res = await post(sealPayload({ mobile: '0712345678', extra: 1 }, KEY));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: codes.validation.code, data: null });
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'type', key: 'forms:error.required' },
        { field: 'extra', key: 'forms:error.additionalProperties' },
      ]),
    );
    await expectStillServing();
  });
});

describe('GET parameters', () => {
  const sealed = encodeURIComponent(sealPayload({ mobile: '0712345678' }, KEY));

  it('refuses no parameter, two parameters and plaintext parameters', async () => {
    await expectRefused(await get(''), 'badEnvelope');
    await expectRefused(await get(`?abcde123=${sealed}&fghij456=${sealed}`), 'badEnvelope');
    await expectRefused(await get(`?abcde123=${sealed}&abcde123=${sealed}`), 'badEnvelope');
    await expectRefused(await get('?mobile=0712345678'), 'badEnvelope');
    await expectRefused(await get('?abcde123=0712345678'), 'badEnvelope');
    await expectRefused(await get(`?abcd1234=${sealed}`), 'badEnvelope');
  });

  it('accepts any name of 5 letters and 3 digits, and an unencoded +', async () => {
    expect((await get(`?QwErT987=${sealed}`)).json().code).toBe(0);
    const raw = sealPayload({ mobile: '0712345678' }, KEY)
      .replace(/\//g, '%2F')
      .replace(/=/g, '%3D');
    expect((await get(`?zzzzz000=${raw}`)).json().code).toBe(0);
  });
});

describe('routes', () => {
  it('answers an unknown path and a wrong method in JSON', async () => {
    await expectRefused(await get('', '/api/no/such/call'), 'notFound');
    await expectRefused(await post('x', 'text/plain', '/cou/nothing'), 'notFound');
    await expectRefused(await get('', '/'), 'notFound');
    const wrong = await get('', POST_URL);
    expect(wrong.headers.allow).toBe('POST');
    await expectRefused(wrong, 'methodNotAllowed');
  });

  it('registers every contract endpoint at base + path', async () => {
    const { contract } = await import('../../src/shared/contract/index');
    for (const def of Object.values(contract)) {
      const res = await ctx.t.app.inject({ method: def.method, url: `${def.base}${def.path}` });
      expect([400, 401], `${def.method} ${def.base}${def.path}`).toContain(res.statusCode);
    }
  });
});

describe('openssl interoperability', () => {
  const keyHex = Buffer.from(KEY).toString('hex');
  const openssl = (plain: string) =>
    execFileSync('/usr/bin/openssl', ['enc', '-aes-128-ecb', '-K', keyHex, '-base64', '-A'], {
      input: plain,
    })
      .toString()
      .trim();

  it('accepts a GET and a POST encrypted by openssl', async () => {
    const query = openssl(JSON.stringify({ mobile: '+255712345678', t: Date.now() }));
    const got = await get(`?Abcde123=${encodeURIComponent(query)}`);
    expect(got.json()).toEqual({ code: 0, msg: 'Success', data: { exists: false } });
    const body = openssl(JSON.stringify({ mobile: '0712345678', type: 'register', t: Date.now() }));
    const posted = await post(body);
    expect(posted.json()).toEqual({ code: 0, msg: 'Success', data: { resendAfter: 60 } });
  });
});
