import { describe, expect, it } from 'vitest';
import { codes } from '../../src/shared/contract/codes';
import { call, lastCode, setUpTestApp } from './helpers';

const ctx = setUpTestApp();
const MOBILE = '0712345678';
const E164 = '+255712345678';
const MINUTE = 60_000;

const send = (mobile = MOBILE, type = 'register', ip?: string) =>
  call(ctx.t.app, 'getVerifyCode', { mobile, type }, ip ? { ip } : {});
const codeOf = (res: { json(): unknown }) => (res.json() as { code: number }).code;

async function registered(): Promise<void> {
  await send();
  const res = await call(ctx.t.app, 'register', {
    mobile: MOBILE,
    code: lastCode(ctx.t.sms, E164),
  });
  expect(codeOf(res)).toBe(0);
  ctx.t.clock.advance(MINUTE);
}

describe('getVerifyCode', () => {
  it('sends a 6-digit code and says when to ask again', async () => {
    const res = await send();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: 'Success', data: { resendAfter: 60 } });
    const [sent] = ctx.t.sms.recent();
    expect(sent).toMatchObject({ mobile: E164, purpose: 'register' });
    expect(sent?.code).toMatch(/^\d{6}$/);
  });

  it('refuses a second send to the same number within 60 s, then allows it', async () => {
    expect(codeOf(await send())).toBe(0);
    ctx.t.clock.advance(59_000);
    const soon = await send('+255712345678', 'register');
    expect(soon.statusCode).toBe(429);
    expect(codeOf(soon)).toBe(codes.codeResendTooSoon.code);
    ctx.t.clock.advance(1_000);
    expect(codeOf(await send())).toBe(0);
  });

  it('allows at most 10 codes per number in a day', async () => {
    for (let i = 0; i < 10; i++) {
      expect(codeOf(await send())).toBe(0);
      ctx.t.clock.advance(MINUTE);
    }
    expect(codeOf(await send())).toBe(codes.codeDailyLimit.code);
    ctx.t.clock.advance(24 * 60 * MINUTE - 10 * MINUTE + 1);
    expect(codeOf(await send())).toBe(0);
  });

  it('limits sends per IP only at a high ceiling: a carrier NAT town is not one sender', async () => {
    for (let i = 0; i < 40; i++) {
      expect(
        codeOf(await send(`07123456${String(i).padStart(2, '0')}`, 'register', '10.0.0.7')),
      ).toBe(0);
    }
  });

  it('refuses register codes for a registered number and login codes for an unknown one', async () => {
    expect(codeOf(await send(MOBILE, 'login'))).toBe(codes.notRegistered.code);
    await registered();
    expect(codeOf(await send(MOBILE, 'register'))).toBe(codes.alreadyRegistered.code);
    expect(ctx.t.sms.recent()).toHaveLength(1);
  });

  it('answers mobileEmpty and mobileInvalid with the field marked', async () => {
    const empty = await send('');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      code: codes.mobileEmpty.code,
      data: null,
      errors: [{ field: 'mobile', key: 'errors:mobileEmpty' }],
    });
    expect(codeOf(await send('   '))).toBe(codes.mobileEmpty.code);
    expect(codeOf(await send('0642345678'))).toBe(codes.mobileInvalid.code);
    expect(codeOf(await send('+14155552671'))).toBe(codes.mobileInvalid.code);
    expect(codeOf(await send('07abc'))).toBe(codes.mobileInvalid.code);
  });
});

describe('register and login', () => {
  it('accepts the number as 0712…, 712…, +255… and 255…, all the same account', async () => {
    await registered();
    for (const typed of ['712345678', '+255712345678', '255712345678']) {
      const exists = await call(ctx.t.app, 'existsByMobile', { mobile: typed });
      expect(exists.json()).toMatchObject({ code: 0, data: { exists: true } });
    }
    const other = await call(ctx.t.app, 'existsByMobile', { mobile: '0754123456' });
    expect(other.json()).toMatchObject({ code: 0, data: { exists: false } });
  });

  it('registers with the code and returns a token and user id', async () => {
    await send();
    const res = await call(ctx.t.app, 'register', {
      mobile: MOBILE,
      code: lastCode(ctx.t.sms, E164),
    });
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.userId).toMatch(/^\d+$/);
  });

  it('stores Kenyan numbers as Kenyan', async () => {
    await send('+254712345678');
    const res = await call(ctx.t.app, 'register', {
      mobile: '254712345678',
      code: lastCode(ctx.t.sms, '+254712345678'),
    });
    const info = await call(ctx.t.app, 'getUserInfo', {}, { token: res.json().data.token });
    expect(info.json().data).toMatchObject({ mobile: '+254712345678', country: 'KE' });
  });

  it('refuses register on an existing number and login on an unknown one', async () => {
    const unknown = await call(ctx.t.app, 'login', { mobile: MOBILE, code: '123456' });
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe(codes.notRegistered.code);
    await registered();
    const again = await call(ctx.t.app, 'register', { mobile: MOBILE, code: '123456' });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe(codes.alreadyRegistered.code);
  });

  it('refuses a wrong code, then accepts the right one', async () => {
    await send();
    const code = lastCode(ctx.t.sms, E164);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(codeOf(await call(ctx.t.app, 'register', { mobile: MOBILE, code: wrong }))).toBe(
      codes.codeInvalid.code,
    );
    expect(codeOf(await call(ctx.t.app, 'register', { mobile: MOBILE, code }))).toBe(0);
  });

  it('kills a code after 5 wrong tries, even for the right code', async () => {
    await send();
    const code = lastCode(ctx.t.sms, E164);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(codeOf(await call(ctx.t.app, 'register', { mobile: MOBILE, code: wrong })));
    expect(answers).toEqual([
      ...Array(4).fill(codes.codeInvalid.code),
      codes.codeTooManyTries.code,
    ]);
    const right = await call(ctx.t.app, 'register', { mobile: MOBILE, code });
    expect(right.statusCode).toBe(429);
    expect(codeOf(right)).toBe(codes.codeTooManyTries.code);
  });

  it('expires a code after 5 minutes', async () => {
    await send();
    const code = lastCode(ctx.t.sms, E164);
    ctx.t.clock.advance(5 * MINUTE);
    expect(codeOf(await call(ctx.t.app, 'register', { mobile: MOBILE, code }))).toBe(
      codes.codeExpired.code,
    );
  });

  it('accepts a code just before it expires', async () => {
    await send();
    const code = lastCode(ctx.t.sms, E164);
    ctx.t.clock.advance(5 * MINUTE - 1);
    expect(codeOf(await call(ctx.t.app, 'register', { mobile: MOBILE, code }))).toBe(0);
  });

  it('uses a code once', async () => {
    await registered();
    await send(MOBILE, 'login');
    const code = lastCode(ctx.t.sms, E164);
    expect(codeOf(await call(ctx.t.app, 'login', { mobile: MOBILE, code }))).toBe(0);
    expect(codeOf(await call(ctx.t.app, 'login', { mobile: MOBILE, code }))).toBe(
      codes.codeInvalid.code,
    );
  });

  it('binds a code to its purpose', async () => {
    await registered();
    await send(MOBILE, 'deleteUser');
    const code = lastCode(ctx.t.sms, E164);
    expect(codeOf(await call(ctx.t.app, 'login', { mobile: MOBILE, code }))).toBe(
      codes.codeInvalid.code,
    );
  });

  it('only the newest code of a purpose counts', async () => {
    await registered();
    await send(MOBILE, 'login');
    const first = lastCode(ctx.t.sms, E164);
    ctx.t.clock.advance(MINUTE);
    await send(MOBILE, 'login');
    const second = lastCode(ctx.t.sms, E164);
    if (first !== second) {
      expect(codeOf(await call(ctx.t.app, 'login', { mobile: MOBILE, code: first }))).toBe(
        codes.codeInvalid.code,
      );
    }
    expect(codeOf(await call(ctx.t.app, 'login', { mobile: MOBILE, code: second }))).toBe(0);
  });

  it('translates messages by the lang header', async () => {
    const res = await call(
      ctx.t.app,
      'login',
      { mobile: MOBILE, code: '123456' },
      { lang: 'sw_KE' },
    );
    const sw = (await import('../../locales/sw_KE/errors.json')).default as Record<string, string>;
    expect(res.json()).toMatchObject({
      code: codes.notRegistered.code,
      key: 'notRegistered',
      msg: sw.notRegistered,
    });
  });
});
