/**
 * The USSD channel end to end on the documented request shape (tests/fixtures/africastalking-ussd):
 * a number registers on the network's word, fills the personal form one question a screen, drops
 * the session midway and resumes on a redial, and reads its limit; every screen fits the gateway.
 * The sandbox phone page walks the same menu; neither answers another machine without the secret;
 * the log names screens, never the number or an answer. One app for the file keeps it quick.
 */
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, call, setUpTestApp, signIn, testConfig } from '../helpers';
import { USSD_LIMITS } from '../../../src/server/domain/ussd/limits';
import { userOfNetworkNumber } from '../../../src/server/features/auth';
import { noticeText } from '../../../src/server/features/ussd/account';
import { ussdWords } from '../../../src/server/features/ussd/words';
import { findDraft } from '../../../src/server/features/ussd/repo';
import { ussdDropOff } from '../../../src/server/features/ussd';
import { erasePersonalRows } from '../../../src/server/features/account/repo';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
const ctx = setUpTestApp({ perTest: false, config: { logLevel: 'debug' }, deps: { logStream } });
const PHONE = '+255712345678';
const answers = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '../../fixtures/africastalking-ussd/answers.json'),
    'utf8',
  ),
) as { contentType: string; continuePrefix: string; endPrefix: string };

/** One gateway request as Africa's Talking posts it; the screen it gets back. */
async function post(sessionId: string, text: string, phone = PHONE): Promise<string> {
  const body = new URLSearchParams({
    sessionId,
    serviceCode: '*150*00#',
    phoneNumber: phone,
    networkCode: '64004',
    text,
  });
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/ussd/africastalking',
    payload: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain(answers.contentType);
  expect(
    res.body.startsWith(answers.continuePrefix) || res.body.startsWith(answers.endPrefix),
  ).toBe(true);
  expect(res.body.length - 4, res.body).toBeLessThanOrEqual(USSD_LIMITS.screenChars);
  return res.body;
}

/** A session: each `type` sends the answers so far joined by "*", as the gateway does. */
function session(id: string) {
  const typed: string[] = [];
  return {
    dial: () => post(id, ''),
    type: (input: string) => {
      typed.push(input);
      return post(id, typed.join('*'));
    },
  };
}

const PERSONAL_START = ['Amina', '00', 'Juma', '2', '15061990', '3'];
const PERSONAL_REST = ['2', '19900615123451234512', '0712345679', '00', 'amina@gmail.com', '1'];

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const screenOf = (html: string) =>
  (/<pre id="screen">([\s\S]*?)<\/pre>/.exec(html)?.[1] ?? '').replace(
    /&#(\d+);/g,
    (_, c: string) => String.fromCharCode(Number(c)),
  );
const hidden = (html: string, name: string) =>
  (new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '').replace(
    /&#(\d+);/g,
    (_, c: string) => String.fromCharCode(Number(c)),
  );

describe('USSD channel', () => {
  it('registers the network number, walks the personal form, resumes a dropped session and shows the limit', async () => {
    const first = session('ATUid_1');
    expect(await first.dial()).toMatch(/^CON [\s\S]*1 Jisajili/);
    expect(await first.type('1')).toMatch(/Umesajiliwa[\s\S]*1 Binafsi/);
    const user = await userOfNetworkNumber({ db: ctx.testDb.db }, PHONE);
    expect(user?.country).toBe('TZ');
    expect(await first.type('1')).toMatch(/^CON Jina la kwanza/);
    let screen = '';
    for (const input of PERSONAL_START) screen = await first.type(input);
    expect(screen).toMatch(/Hali ya ndoa/); // marital status is next: the session drops here

    const second = session('ATUid_2');
    expect(await second.dial()).toMatch(/1 Taarifa zangu/);
    expect(await second.type('1')).toMatch(/1 Binafsi/);
    expect(await second.type('1')).toMatch(/Hali ya ndoa/); // resumed at the first empty question
    expect(await second.type('0712')).toMatch(/Chagua moja|Tafadhali chagua/);
    for (const input of PERSONAL_REST) screen = await second.type(input);
    expect(screen).toMatch(/Mkoa/);
    screen = await second.type('1');
    screen = await second.type('1');
    screen = await second.type('Plot 5 Mbezi');
    expect(screen).toMatch(/^CON Imehifadhiwa[\s\S]*Binafsi \(imekamilika\)/);

    // Read back as the app reads it, beside a web applicant who typed the same answers.
    const viaUssd = await savedPersonal(await signIn(ctx.t, '0712345678', 'login'));
    expect(viaUssd).toMatchObject({
      firstName: 'Amina',
      lastName: 'Juma',
      gender: '2',
      inputBirthday: '15-06-1990',
      nationalId: '19900615-12345-12345-12',
      email: 'amina@gmail.com',
      address: 'Plot 5 Mbezi',
    });
    expect(viaUssd).not.toHaveProperty('middleName');
    const web = await signIn(ctx.t, '0754000111');
    const saved = await call(ctx.t.app, 'saveBasicInfoMarket', viaUssd, { token: web });
    expect(saved.json()).toMatchObject({ code: 0 });
    expect(await savedPersonal(web)).toEqual(viaUssd);

    const third = session('ATUid_3');
    await third.dial();
    expect(await third.type('2')).toMatch(/^END Kikomo chako: TZS [\d,]+/);

    // Where each session stopped: the first dropped at marital status, the third ended on the limit.
    const stops = await ussdDropOff({ db: ctx.testDb.db, clock: ctx.t.clock.now }, 7);
    expect(stops).toContainEqual({ screen: 'form:personal:maritalStatus', dropped: 1, ended: 0 });
    expect(stops).toContainEqual({ screen: 'menu', dropped: 0, ended: 1 });
  });

  it('keeps the answers of a dropped session as a draft, which erasing the account removes', async () => {
    const dropped = session('ATUid_9');
    await dropped.dial();
    await dropped.type('1');
    await dropped.type('1');
    await dropped.type('Neema');
    const user = await userOfNetworkNumber({ db: ctx.testDb.db }, PHONE);
    const id = user?.id ?? 0;
    expect((await findDraft(ctx.testDb.db, id, 'personal'))?.data).toEqual({ firstName: 'Neema' });
    await erasePersonalRows(ctx.testDb.db, id, PHONE);
    expect(await findDraft(ctx.testDb.db, id, 'personal')).toBeUndefined();
  });

  it('answers a request the gateway could not fill, and the documented empty body, with END', async () => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/ussd/africastalking',
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^END /);
  });

  it('dials, registers and asks the first question on the phone page, logging no number or answer', async () => {
    expect((await ctx.t.app.inject({ url: '/sandbox/ussd' })).body).toContain('Dial *150*00#');
    let page = await ctx.t.app.inject({
      method: 'POST',
      url: '/sandbox/ussd',
      headers: form,
      payload: new URLSearchParams({ action: 'dial', phoneNumber: '+254712345678' }).toString(),
    });
    expect(screenOf(page.body)).toMatch(/^Welcome to Mkopo\n1 Register/);
    for (const input of ['1', '1', 'Wanjiku']) {
      const fields = { phoneNumber: '+254712345678', action: 'send', input };
      const state = { sessionId: hidden(page.body, 'sessionId'), text: hidden(page.body, 'text') };
      page = await ctx.t.app.inject({
        method: 'POST',
        url: '/sandbox/ussd',
        headers: form,
        payload: new URLSearchParams({ ...fields, ...state }).toString(),
      });
    }
    expect(hidden(page.body, 'text')).toBe('1*1*Wanjiku');
    expect(screenOf(page.body)).toMatch(/^(Middle name|Last name)/);
    const logged = lines.join('\n');
    expect(logged).toContain('"screen":"form:personal:');
    expect(logged).not.toMatch(/712345678|Wanjiku/);
  });

  it('answers no other machine without the secret', async () => {
    const remote = { remoteAddress: '41.59.1.20' };
    expect((await ctx.t.app.inject({ url: '/sandbox/ussd', ...remote })).statusCode).toBe(404);
    const gateway = await ctx.t.app.inject({
      method: 'POST',
      url: '/ussd/africastalking',
      headers: form,
      payload: 'sessionId=1&phoneNumber=%2B254712345678&text=',
      ...remote,
    });
    expect(gateway.statusCode).toBe(404);
  });

  it("takes the gateway only at its own secret, never the delivery reports' one", async () => {
    const base = testConfig();
    const t = await buildTestApp(ctx.testDb, {
      config: {
        ussdCallbackToken: 'ussd-secret',
        sms: { ...base.sms, reportsToken: 'reports-secret' },
      },
    });
    try {
      const post = (token: string) =>
        t.app.inject({
          method: 'POST',
          url: `/ussd/africastalking/${token}`,
          headers: form,
          payload: 'sessionId=s1&serviceCode=%2A384%2A1%23&phoneNumber=%2B254712345670&text=',
          remoteAddress: '41.59.1.20',
        });
      expect((await post('reports-secret')).statusCode).toBe(404);
      const answer = await post('ussd-secret');
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toMatch(/^(CON|END) /);
    } finally {
      await t.app.close();
    }
  });

  it('tells the bureau notice and how to dispute it within one screen in every language', () => {
    const notice = {
      kind: 'pre-listing' as const,
      amount: 1_234_567,
      noticeAt: Date.UTC(2026, 3, 24) / 1000,
      listableFrom: Date.UTC(2026, 4, 24) / 1000,
      bureaus: ['Creditinfo Tanzania', 'Dun & Bradstreet Credit Bureau Tanzania'],
      supportPhone: '+255 22 211 0000',
    };
    for (const lang of ['en', 'sw_TZ', 'sw_KE', 'es']) {
      const text = noticeText(notice, 'TZ', ussdWords(lang)).join('\n');
      expect(text).toContain('2026-05-24');
      expect(text).toContain('+255 22 211 0000');
      expect(text.length, `${lang}: ${text}`).toBeLessThanOrEqual(USSD_LIMITS.screenChars);
    }
  });
});

async function savedPersonal(token: string): Promise<Record<string, string>> {
  const res = await call(ctx.t.app, 'getSavedForms', {}, { token });
  return (res.json() as { data: { personal: Record<string, string> } }).data.personal;
}
