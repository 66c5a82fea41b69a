/**
 * The production money path on one machine (RAILS=simulators): the real Daraja and Selcom
 * adapters against local simulators of the providers' published APIs, with their customers
 * answering the PIN prompt and their callbacks going out each second. In Chromium at 360×740, a
 * Kenyan borrower is paid by B2C, repays part by STK push and the rest by paybill with the account
 * number the cashier shows; a Tanzanian borrower is paid by cash-in and repays by USSD push. Each
 * receipt names the provider's own transaction id, read from the simulator's statement.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NO_FAULTS } from '../../scripts/rails-sim/kit';
import { users } from '../../src/server/db/schema';
import { bookedReport } from '../../src/server/providers/outside/book';
import { saveProfileForm } from '../../src/server/features/profile/repo';
import { simulatorsOf } from '../../src/server/features/rails/start';
import { snapChecked } from './browser';
import { apiCall, PROFILE } from './journey-api';
import { idCardToConfirm, see } from './loan-phone';
import { row } from './money-screens';
import { setUpBrowserTest, type Mobile } from './server';
import { openPhone, register, signIn } from './service-phone';

const env = setUpBrowserTest({ env: { RAILS: 'simulators', RAILS_TIMEOUT_MS: '5000' } });

const sims = () => {
  const running = simulatorsOf(env.server.config);
  if (!running) throw new Error('RAILS=simulators started no simulators');
  return running;
};

beforeAll(() => {
  // Faults have their own property test; here every customer pays and every callback comes.
  sims().daraja.setFaults(NO_FAULTS);
  sims().selcom.setFaults(NO_FAULTS);
});

/**
 * A Kenyan mobile number (Safaricom 071x) no other test uses, whose last 8 digits (the borrower's ID
 * number here) the sandbox bureau reports without arrears: this walk is about the rails, not a
 * limit the bureau lowers. Ending in 7: the sandbox reads a swapped SIM or a fault from endings
 * 000, 8888, 9999.
 */
function kenyanNumber(): Mobile {
  for (;;) {
    const rest = `${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}7`;
    const e164 = `+25471${rest}`;
    // Metropol's delinquency code 004: in arrears.
    if (bookedReport(e164.slice(-8)).delinquencyCode !== '004')
      return { national: `071${rest}`, e164 };
  }
}

const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '{}').Authorization as string);

/** Kenya's four forms, as a borrower who filled them has them on file. */
async function kenyanForms(e164: string): Promise<void> {
  const { db, clock } = env.server;
  const [user] = await db.select().from(users).where(eq(users.mobile, e164));
  const forms = {
    personal: { firstName: 'Asha', lastName: 'Mwita', inputBirthday: '12-03-1990' },
    work: { employmentType: 'employee', monthlySalary: '180001-280000' },
    contacts: { emergencyContactName1: 'Otieno' },
    questionnaire: { q1: 'no', q11: '0' },
  };
  for (const [form, data] of Object.entries(forms))
    await saveProfileForm(db, {
      userId: user!.id,
      form: form as keyof typeof forms,
      country: 'KE',
      data: { ...data, ...(form === 'personal' ? { nationalId: e164.slice(-8) } : {}) },
      schemaHash: 'test',
      updatedAt: new Date(clock()),
    });
}

/** From the ID card screen to a signed loan that the rail pays out: ends on Repayment details. */
async function borrowUntilPaidOut(
  page: Page,
  number: Mobile,
  signature: string,
  shots: string,
): Promise<void> {
  const { server } = env;
  await idCardToConfirm(page, server, number);
  await see(page, 'Key facts');
  await page.getByRole('checkbox', { name: /agree to the loan agreement/ }).check();
  const consent = page.getByRole('checkbox', { name: /consent to credit reporting/ });
  if ((await consent.count()) > 0) await consent.check();
  await page.getByRole('textbox', { name: /Sign with your full name/ }).fill(signature);
  await page.getByRole('button', { name: 'Confirm and sign' }).click();
  await page.waitForURL((url) => url.hash === '#/auth/review_tips');
  server.advance(10 * 60_000);
  await page.getByRole('button', { name: 'Check now' }).click();
  await see(page, 'Your loan is approved', 30_000);
  // The automatic payout goes through the real adapter; the screen follows the order to
  // Repayment details once the provider's result is booked. A minute passes every few seconds:
  // a payout with no callback (Selcom's cash-in) is settled by its status query minutes later.
  server.advance(server.config.autoDisburseDelaySeconds * 1000);
  const deadline = Date.now() + 90_000;
  while (!new URL(page.url()).hash.startsWith('#/repay/repay_detail')) {
    if (Date.now() > deadline) throw new Error(`${shots}: the payout was never booked`);
    server.advance(60_000);
    await page
      .waitForURL((url) => url.hash === '#/repay/repay_detail', { timeout: 3_000 })
      .catch(() => undefined);
  }
  await snapChecked(page, `${shots}-paid-out`);
}

/** Pays `amount` on the cashier's channel named `channel`; the cashier then waits for the rail. */
async function payOn(page: Page, amount: number, channel: string | RegExp): Promise<void> {
  await page.getByRole('textbox', { name: /Amount to pay now/ }).fill(String(amount));
  await page.getByRole('button', { name: 'Repay' }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/repay/cashier'));
  await page.getByRole('radio', { name: channel, exact: true }).check();
  await page.getByRole('button', { name: /^Pay$/ }).click();
}

/** Repayment details once the rail's payment is booked: `repaid` in all. */
async function repaidOnScreen(page: Page, repaid: number): Promise<void> {
  await page.goto(`${env.server.url}/#/repay/repay_detail`);
  await expect
    .poll(
      async () => {
        await page.reload();
        return row(page, 'Amount repaid').catch(() => Number.NaN);
      },
      { timeout: 60_000, interval: 2_000 },
    )
    .toBe(repaid);
}

/** The receipts screen shows each of `ids` as a transaction id. */
async function receiptsName(page: Page, ids: readonly string[], shot: string): Promise<void> {
  await page.getByRole('link', { name: 'Payments and receipts' }).click();
  for (const id of ids) await see(page, id, 30_000);
  await snapChecked(page, shot);
}

describe('the real rails against their simulators, in Chromium', () => {
  it('pays a Kenyan borrower by B2C, who repays by STK push and by paybill', async () => {
    const { page, errors } = await openPhone(env.browser);
    const number = kenyanNumber();
    await page.goto(`${env.server.url}/#/user/register`);
    await page.getByRole('link', { name: 'Change' }).click();
    await page.getByRole('button', { name: /Kenya/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/user/register'));
    await signIn(page, env.server, number, /^Register$/);
    await page.waitForURL((url) => url.hash === '#/');
    await kenyanForms(number.e164);
    await borrowUntilPaidOut(page, number, 'Asha Mwita', 'rails-ke');
    const msisdn = number.e164.slice(1);
    const payout = sims().daraja.transactions.find(
      (x) => x.kind === 'payout' && x.msisdn === msisdn,
    );
    expect(payout?.status).toBe('Completed');

    // STK push: the customer confirms the PIN prompt on the phone (the simulator's timer).
    await payOn(page, 1_000, 'M-Pesa');
    await see(page, /Look at your phone: M-Pesa asks you to confirm KSh 1,000/);
    await repaidOnScreen(page, 1_000);

    // Paybill: the borrower pays from the M-Pesa menu with the account number the cashier shows.
    await payOn(page, 1_500, 'M-Pesa Paybill');
    // The static cashier shows the account number (its page address carries it as `reference`).
    await page.waitForURL((url) => url.hash.startsWith('#/repay/static_cashier'));
    const hash = new URL(page.url()).hash;
    const reference = new URLSearchParams(hash.slice(hash.indexOf('?'))).get('reference') ?? '';
    await see(page, reference);
    const paid = await sims().daraja.payBill(msisdn, 1_500, reference);
    expect(paid.accepted).toBe(true);
    await repaidOnScreen(page, 2_500);

    const receipts = sims()
      .daraja.transactions.filter((x) => x.kind === 'collect' && x.msisdn === msisdn)
      .map((x) => x.receipt);
    expect(receipts).toHaveLength(2);
    await receiptsName(page, receipts, 'rails-ke-receipts');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 300_000);

  it('pays a Tanzanian borrower by cash-in, who repays by USSD push', async () => {
    const { page, errors } = await openPhone(env.browser);
    const number = await register(page, env.server);
    await page.getByRole('button', { name: 'Apply now' }).click();
    await page.waitForURL((url) => url.hash === '#/auth/personal_infomation');
    const token = await tokenOf(page);
    await apiCall(env.server.url, token, 'saveBasicInfoMarket', PROFILE.personal);
    await apiCall(env.server.url, token, 'saveAdditionInfoMarket', PROFILE.addition);
    await apiCall(env.server.url, token, 'saveQuestionnaire', PROFILE.questionnaire);
    await borrowUntilPaidOut(
      page,
      number,
      `${PROFILE.personal.firstName} ${PROFILE.personal.lastName}`,
      'rails-tz',
    );

    // The online channel named by the borrower's own wallet (a Vodacom number: M-Pesa).
    await payOn(page, 2_000, 'M-Pesa');
    await repaidOnScreen(page, 2_000);
    const phone = number.e164.slice(1);
    const cashIns = [...sims().selcom.cashins.values()].filter((c) => c.utilityref === phone);
    expect(cashIns.map((c) => c.status)).toEqual(['SUCCESS']);
    const pushes = [...sims().selcom.orders.values()].filter(
      (o) => o.phone === phone && o.payment_status === 'COMPLETED',
    );
    expect(pushes).toHaveLength(1);
    await receiptsName(page, [pushes[0]!.transid ?? ''], 'rails-tz-receipts');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 300_000);
});
