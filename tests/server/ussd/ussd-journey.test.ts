/**
 * A whole USSD journey in each language of each country, as the gateway posts it: register on the
 * network's number, choose the language, fill the personal, work and contacts forms, finish the
 * camera steps on the web from the SMS link, borrow with the key facts and "1 Accept", take the
 * money through the sandbox rail, repay by wallet push and read the last payments. The answers
 * read back as a web applicant's, and every screen fits the gateway. The walk's screens are
 * written to /tmp/ussd-walk-<country>-<lang>.txt.
 */
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanOrders, paymentIntents } from '../../../src/server/db/schema';
import { formatAmount } from '../../../src/shared/format';
import { ORDER_STATUS } from '../../../src/shared/orders';
import { USSD_LIMITS } from '../../../src/server/domain/ussd/limits';
import { findSession } from '../../../src/server/features/ussd/repo';
import { call, setUpTestApp, signIn } from '../helpers';
import { api, passKyc, runJobs } from '../loan/steps';
import { HANG_GUARD_MS } from '../../support/bounded-work';

const ctx = setUpTestApp({ perTest: false, dataDir: true, config: { ussdPerNumberPerMinute: 0 } });

const QUESTIONNAIRE = {
  ...{ q1: 'no', q2: 'no', q3: 'good', q4: 'none', q5: 'bank', q6: 'never' },
  ...{ q7: 'nothing', q8: '2', q9: '0', q10: '2', q11: '0' },
};

/** What the borrower types for each field the walk asks (an option's number, or the text). */
const TYPED: Readonly<Record<string, string>> = {
  firstName: 'Amina',
  middleName: '00',
  lastName: 'Juma',
  inputBirthday: '15061990',
  whatsappNo: '0712345679',
  sparePhone: '00',
  email: 'amina@gmail.com',
  address: 'Plot 5 Mbezi',
  emergencyContactName1: 'Neema Juma',
  emergencyContactMobile1: '0722000111',
  emergencyContactName2: 'Baraka Juma',
  emergencyContactMobile2: '0733000222',
  emergencyContactRelation2: '2',
  monthlySalary: '3',
  payFrequency: '3',
};
const NATIONAL_ID = { TZ: '19900615123451234512', KE: '12345678' } as const;

interface Journey {
  readonly country: 'TZ' | 'KE';
  readonly lang: string;
  /** The language's number on the language screen (the country's order). */
  readonly pick: string;
  readonly phone: string;
}

const JOURNEYS: readonly Journey[] = [
  { country: 'TZ', lang: 'sw_TZ', pick: '1', phone: '+255712345601' },
  { country: 'TZ', lang: 'en', pick: '2', phone: '+255712345602' },
  { country: 'KE', lang: 'en', pick: '1', phone: '+254712345603' },
  { country: 'KE', lang: 'sw_KE', pick: '2', phone: '+254712345604' },
];

/** A gateway session that records each screen with what was typed on it. */
function session(id: string, phone: string, walk: string[]) {
  const typed: string[] = [];
  const post = async (input: string | undefined) => {
    if (input !== undefined) typed.push(input);
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/ussd/africastalking',
      payload: new URLSearchParams({
        sessionId: id,
        serviceCode: '*150*00#',
        phoneNumber: phone,
        networkCode: '64004',
        text: typed.join('*'),
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    const screen = res.body.slice(4);
    expect(screen.length, res.body).toBeLessThanOrEqual(USSD_LIMITS.screenChars);
    walk.push(`${input === undefined ? '(dial)' : `> ${input}`}\n${res.body}\n`);
    return res.body;
  };
  return {
    dial: () => post(undefined),
    type: (input: string) => post(input),
    /** A last choice: it ends the session, and the gateway retrying it gets the same answer. */
    end: async (input: string) => {
      const ended = await post(input);
      expect(ended).toMatch(/^END /);
      expect(await post(typed.pop())).toBe(ended);
    },
    /** The field of the question on screen, read from the session's row. */
    field: async () => {
      const row = await findSession(ctx.testDb.db, 'africastalking', id);
      const state = row?.state as { at?: string; walk?: { field?: string } } | undefined;
      return state?.at === 'form' ? state.walk?.field : undefined;
    },
  };
}

/** Answers each question of the form on screen until the forms' menu comes back. */
async function fillForm(s: ReturnType<typeof session>, j: Journey, item: string) {
  let screen = await s.type(item);
  for (let guard = 0; guard < 40; guard++) {
    const field = await s.field();
    if (field === undefined) return screen;
    screen = await s.type(field === 'nationalId' ? NATIONAL_ID[j.country] : (TYPED[field] ?? '1'));
  }
  throw new Error(`the form did not finish: ${screen}`);
}

async function orderOf(userPhone: string) {
  const rows = await ctx.testDb.db.select().from(loanOrders);
  const token = await signIn(ctx.t, userPhone, 'login');
  const userId = Number((await api(ctx.t, 'getUserInfo', {}, token)).userId);
  return { token, orders: rows.filter((r) => r.userId === userId) };
}

async function journey(j: Journey) {
  const walk: string[] = [];
  const one = session(`ATUid_${j.country}_${j.lang}_1`, j.phone, walk);
  expect(await one.dial()).toMatch(/^CON /);
  await one.type('1'); // register: the forms' menu
  await one.type('0'); // back to the menu
  await one.type('7'); // language
  expect(await one.type(j.pick)).toMatch(/^CON /);
  await one.type('1'); // my details
  for (const item of ['1', '2', '3']) expect(await fillForm(one, j, item)).toMatch(/^CON /);

  // Borrow: the camera steps go to the web by SMS link, then the borrower comes back.
  const two = session(`ATUid_${j.country}_${j.lang}_2`, j.phone, walk);
  await two.dial();
  const camera = await two.type('3');
  expect(camera).toMatch(/^END /);
  const link = ctx.t.sms.recentTexts().find((m) => m.mobile === j.phone);
  expect(link?.text).toContain(`${ctx.t.config.webAddress}/#/`);

  const { token, orders } = await orderOf(j.phone);
  expect(orders).toHaveLength(1);
  await passKyc(ctx.t, token);
  expect(
    (await call(ctx.t.app, 'saveQuestionnaire', QUESTIONNAIRE, { token })).json(),
  ).toMatchObject({ code: 0 });
  // The network's own number as the wallet, its code sent to that number.
  const wallet = j.phone;
  await api(ctx.t, 'getVerifyCode', { mobile: wallet, type: 'bindCard' }, token);
  const code = ctx.t.sms.recent().find((m) => m.mobile === j.phone)?.code ?? '';
  await api(ctx.t, 'addBankCard', { bankCode: 'mpesa', account: wallet, code }, token);

  return { walk, token, orderNo: orders[0]?.orderNo ?? '' };
}

/** The forms as the app reads them back for this borrower. */
async function savedOf(token: string) {
  const res = await call(ctx.t.app, 'getSavedForms', {}, { token });
  type Form = Record<string, unknown>;
  return (res.json() as { data: Record<'personal' | 'work' | 'contacts', Form> }).data;
}

/** A web applicant of the same country sends the same answers; the app reads back the same. */
async function sameOnTheWeb(j: Journey, token: string) {
  const viaUssd = await savedOf(token);
  const web = await signIn(ctx.t, `${j.phone.slice(0, -2)}99`);
  const sent = [
    await call(ctx.t.app, 'saveBasicInfoMarket', viaUssd.personal, { token: web }),
    await call(
      ctx.t.app,
      'saveAdditionInfoMarket',
      { ...viaUssd.work, ...viaUssd.contacts },
      { token: web },
    ),
  ];
  for (const res of sent) expect(res.json(), res.body).toMatchObject({ code: 0 });
  const viaWeb = await savedOf(web);
  expect(viaWeb.personal).toEqual(viaUssd.personal);
  expect(viaWeb.work).toEqual(viaUssd.work);
  expect(viaWeb.contacts).toEqual(viaUssd.contacts);
  expect(viaUssd.personal).toMatchObject({ firstName: 'Amina', email: 'amina@gmail.com' });
}

/** Lets the assessment run, then the sandbox rail settle what was sent. */
async function settle(minutes: number) {
  ctx.t.clock.advance(minutes * 60_000);
  await runJobs(ctx.t, ctx.testDb);
}

async function statusOf(orderNo: string) {
  const [row] = await ctx.testDb.db
    .select()
    .from(loanOrders)
    .where(eq(loanOrders.orderNo, orderNo));
  return row;
}

describe('a USSD journey', () => {
  it.each(JOURNEYS)(
    'runs whole in $lang in $country, answers as the web keeps them',
    async (j) => {
      const { walk, token, orderNo } = await journey(j);
      await sameOnTheWeb(j, token);

      // Borrow: the first amount and term; the key facts are the web's confirm's.
      const three = session(`ATUid_${j.country}_${j.lang}_3`, j.phone, walk);
      await three.dial();
      expect(await three.type('3')).toMatch(/^CON /); // the amounts
      await three.type('1');
      const facts = await three.type('1');
      const row = await statusOf(orderNo);
      const quote = await api(
        ctx.t,
        'confirmProductInfo',
        { orderNo, amount: row?.offeredQuote?.loanAmount, days: row?.offeredQuote?.days },
        token,
      );
      const digits = (n: number) => formatAmount(n, j.country);
      for (const n of [quote.quote.disbursalAmount, quote.quote.repayAmount])
        expect(facts).toContain(digits(n));
      expect(await three.type('1')).toMatch(/^CON /); // what accepting means
      await three.end('1'); // 1 Accept
      const orders = await ctx.testDb.db
        .select()
        .from(loanOrders)
        .where(eq(loanOrders.userId, row?.userId ?? 0));
      expect(orders).toHaveLength(1);
      expect(orders[0]?.esign).toMatchObject({ name: 'Amina Juma' });
      const agreement = ctx.t.sms.recentTexts().find((m) => m.mobile === j.phone);
      expect(agreement?.text).toContain(orderNo);

      // Assessed, then the money taken by USSD and paid out on the sandbox rail.
      await settle(ctx.t.config.assessmentDelaySeconds / 60 + 1);
      expect((await statusOf(orderNo))?.status).toBe(ORDER_STATUS.getMoney);
      const four = session(`ATUid_${j.country}_${j.lang}_4`, j.phone, walk);
      await four.dial();
      expect(await four.type('3')).toMatch(/^CON /);
      expect(await four.type('1')).toMatch(/^END /);
      await settle(3);
      await settle(3);
      expect((await statusOf(orderNo))?.status).toBe(ORDER_STATUS.repaying);

      // Repay all by wallet push; the wallet approves; the last payments list it.
      const five = session(`ATUid_${j.country}_${j.lang}_5`, j.phone, walk);
      await five.dial();
      expect(await five.type('4')).toMatch(/^CON /);
      await five.end('1'); // the wallet push, answered the same when retried
      const pushes = await ctx.testDb.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.orderId, row?.id ?? 0));
      const repay = pushes.filter((p) => p.purpose === 'repay');
      expect(repay).toHaveLength(1);
      const approve = `/sandbox/payments/${encodeURIComponent(repay[0]?.payOrderId ?? '')}/approve`;
      expect((await ctx.t.app.inject({ method: 'POST', url: approve })).statusCode).toBe(200);
      await settle(1);
      expect((await statusOf(orderNo))?.status).toBe(ORDER_STATUS.finish);
      const six = session(`ATUid_${j.country}_${j.lang}_6`, j.phone, walk);
      await six.dial();
      expect(await six.type('5')).toContain(digits(repay[0]?.amount ?? -1));

      writeFileSync(`/tmp/ussd-walk-${j.country.toLowerCase()}-${j.lang}.txt`, walk.join('\n'));
    },
    HANG_GUARD_MS,
  );
});
