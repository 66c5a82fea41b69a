/** Steps of a borrower's journey through the API, shared by the loan tests. */
import sharp from 'sharp';
import en from '../../../locales/en/legal.json';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { coupons } from '../../../src/server/db/schema';
import { saveProfileForm } from '../../../src/server/features/profile/repo';
import { runDueJobs } from '../../../src/server/jobs/run';
import type { ServerDeps } from '../../../src/server/types';
import type { EndpointName } from '../../../src/shared/contract/index';
import type { EndpointTypes } from '../../../src/shared/contract/types.gen';
import { sealPayload } from '../../../src/shared/envelope';
import { call, lastCode, signIn, type TestApp, type TestDb } from '../helpers';

/** The data of a successful answer, or a failure that shows the body. */
export function ok<N extends EndpointName>(
  res: LightMyRequestResponse,
  _name?: N,
): EndpointTypes[N]['response'] {
  const body = res.json() as { code: number; data: EndpointTypes[N]['response'] };
  if (body.code !== 0) throw new Error(`expected success, got ${res.body}`);
  return body.data;
}

export async function api<N extends EndpointName>(
  t: TestApp,
  name: N,
  payload: Record<string, unknown>,
  token: string,
) {
  return ok<N>(await call(t.app, name, payload, { token }), name);
}

/** The error code name's number of a refused call. */
export function codeOf(res: LightMyRequestResponse): number {
  return (res.json() as { code: number }).code;
}

export function serverDeps(t: TestApp, testDb: TestDb): ServerDeps {
  return { config: t.config, db: testDb.db, clock: t.clock.now, sms: t.sms, log: t.app.log };
}

/** Runs the jobs due now. */
export const runJobs = (t: TestApp, testDb: TestDb) => runDueJobs(serverDeps(t, testDb));

/** A real photo of the given size (noise, so two photos never share bytes). */
export async function photo(width: number, height: number, seed: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 31 + seed * 97) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

export function upload(
  t: TestApp,
  token: string,
  path: string,
  file: Buffer,
  filename = 'photo.jpg',
) {
  const boundary = '----mkopo-kyc-test';
  const head = (disposition: string, type = '') =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type}\r\n`);
  const payload = Buffer.concat([
    head('name="data"'),
    Buffer.from(sealPayload({}, 'com.mkopo.credit')),
    Buffer.from('\r\n'),
    head(`name="file"; filename="${filename}"`, 'Content-Type: image/jpeg\r\n'),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token },
  });
}

const FORMS = {
  personal: {
    firstName: 'Asha',
    lastName: 'Mwita',
    inputBirthday: '12-03-1990',
    nationalId: '19900312-12345-00002-26',
  },
  work: { employmentType: 'employee', monthlySalary: '180001-280000' },
  contacts: { emergencyContactName1: 'Juma' },
  questionnaire: { q1: 'no', q11: '0' },
} as const;

/** Stores the four forms as the forms endpoints would. */
export async function saveForms(
  t: TestApp,
  testDb: TestDb,
  userId: number,
  overrides: Partial<Record<keyof typeof FORMS, Record<string, string>>> = {},
) {
  for (const form of Object.keys(FORMS) as (keyof typeof FORMS)[]) {
    await saveProfileForm(testDb.db, {
      userId,
      form,
      country: 'TZ',
      data: { ...FORMS[form], ...overrides[form] },
      schemaHash: 'test',
      updatedAt: new Date(t.clock.now()),
    });
  }
}

export async function passKyc(t: TestApp, token: string) {
  for (const [path, file] of [
    ['/user/upload/curp/front', await photo(800, 500, 1)],
    ['/user/upload/curp/back', await photo(800, 500, 2)],
    ['/user/saveFaceImage', await photo(400, 400, 3)],
  ] as const) {
    const res = await upload(t, token, path, file);
    expect(res.json().code, res.body).toBe(0);
  }
  return api(t, 'finishUploadAllImg', {}, token);
}

/**
 * Binds `account` as the payout wallet with its code and, when it is not the account's own
 * number, the code sent to the own number too (the caller leaves 60 s since the last code to it).
 */
export async function bindWallet(t: TestApp, token: string, account = '0755000111') {
  const own = String((await api(t, 'getUserInfo', {}, token)).mobile);
  const wallet = `+255${account.slice(1)}`;
  await api(t, 'getVerifyCode', { mobile: account, type: 'bindCard' }, token);
  const code = lastCode(t.sms, wallet);
  if (wallet === own) return api(t, 'addBankCard', { bankCode: 'mpesa', account, code }, token);
  await api(t, 'getVerifyCodeBindCard', {}, token);
  const ownCode = lastCode(t.sms, own);
  return api(t, 'addBankCard', { bankCode: 'mpesa', account, code, ownCode }, token);
}

/** A registered borrower with an order waiting at confirm (14). */
export async function borrowerAtConfirm(t: TestApp, testDb: TestDb, mobile: string) {
  const token = await signIn(t, mobile);
  const userId = Number((await api(t, 'getUserInfo', {}, token)).userId);
  const { orderNo } = await api(t, 'loanOrderApplyMarket', { productId: 'TZ-CASH' }, token);
  await saveForms(t, testDb, userId);
  await passKyc(t, token);
  t.clock.advance(61_000);
  const progress = await bindWallet(t, token);
  expect(progress).toEqual({ orderNo, status: 14 });
  return { token, userId, orderNo };
}

/** The version of the bureau-reporting consent text ticked on confirm (every language's). */
export const BUREAU_CONSENT = en.bureauConsent.version;

/** The borrower's name on the profile saveForms stores: the only name that signs. */
export const SIGNATURE = 'Asha Mwita';

/** Quotes `amount` for `days` on confirm and returns the submit that signs that quote. */
export async function signedQuote(
  t: TestApp,
  token: string,
  orderNo: string,
  amount: number,
  days = 91,
  couponId?: string,
) {
  const q = await api(
    t,
    'confirmProductInfo',
    { orderNo, amount, days, ...(couponId ? { couponId } : {}) },
    token,
  );
  return {
    orderNo,
    quoteId: q.quoteId,
    amount,
    days,
    ...(q.couponId ? { couponId: q.couponId } : {}),
    agreed: true,
    signature: SIGNATURE,
    bureauConsent: BUREAU_CONSENT,
  };
}

/** Submits, lets the assessment run, takes the money and lets the rail settle the payout. */
export async function submitAndDisburse(
  t: TestApp,
  testDb: TestDb,
  token: string,
  orderNo: string,
  amount: number,
  days = 91,
) {
  await api(t, 'submit', await signedQuote(t, token, orderNo, amount, days), token);
  await disburse(t, testDb, token, orderNo);
}

/** Pays through the cashier and the sandbox Approve button. */
export async function pay(
  t: TestApp,
  token: string,
  orderNo: string,
  purpose: 'repay' | 'extension',
  amount: number,
) {
  const cashier = await api(
    t,
    'repaymentConfirm',
    { orderNo, channelId: 'wallet', purpose, amount },
    token,
  );
  expect(cashier.payUrl).toBe(`/sandbox/payments/${cashier.payOrderId}`);
  const res = await t.app.inject({ method: 'POST', url: `${cashier.payUrl}/approve` });
  expect(res.statusCode, res.body).toBe(200);
  return cashier;
}

/** Signs in again (sessions last 30 days; the tests move the clock further). */
export async function relogin(t: TestApp, mobile: string): Promise<string> {
  t.clock.advance(61_000);
  return signIn(t, mobile, 'login');
}

/** Assessed, taken and paid out on the sandbox rail. */
export async function disburse(t: TestApp, testDb: TestDb, token: string, orderNo: string) {
  t.clock.advance(t.config.assessmentDelaySeconds * 1000);
  await runJobs(t, testDb);
  await api(t, 'getMoney', { orderNo }, token);
  // A callback may be late or lost (seeded); the status query after 2 minutes settles it.
  for (let i = 0; i < 2; i++) {
    t.clock.advance(3 * 60_000);
    await runJobs(t, testDb);
  }
}

/** A coupon of the borrower's, valid for 200 days, for loans of 1,000 and more. */
export async function giveCoupon(
  t: TestApp,
  testDb: TestDb,
  userId: number,
  terms: { kind: 'fee' | 'interest'; amount?: number; percent?: number },
): Promise<string> {
  const [row] = await testDb.db
    .insert(coupons)
    .values({
      userId,
      name: 'Test coupon',
      kind: terms.kind,
      amount: terms.amount ?? 0,
      percent: terms.percent ?? null,
      minLoanAmount: 1_000,
      expiresAt: new Date(t.clock.now() + 200 * 86_400_000),
      source: 'draw',
      createdAt: new Date(t.clock.now()),
    })
    .returning();
  if (!row) throw new Error('coupon not stored');
  return String(row.id);
}
