/**
 * The SMS a borrower reads over one whole loan, per country and language (a Tanzanian in
 * Kiswahili, a Kenyan in English): sign-up code, payout sent, a part repayment's receipt, a
 * rollover's receipt, the due-day and late reminders and the notice before a bureau listing.
 * Every text is printed (the outbox a reviewer reads), has no `{{`, no raw key, the support
 * number where it says to call, and amounts equal to the books as the screens show them; the
 * notice is in the app's Home and Records data too, with the day the SMS named.
 */
import { describe, expect, it } from 'vitest';
import { startOfBusinessDay, businessDay } from '../../../src/server/domain/business-date';
import { sendBureauNotices } from '../../../src/server/features/bureau';
import { saveProfileForm } from '../../../src/server/features/profile/repo';
import { messagesTo } from '../../../src/server/features/sms/repo';
import type { Country } from '../../../src/shared/countries';
import { formatAmount, formatDate } from '../../../src/shared/format';
import { lastCode, setUpTestApp, signIn, type TestApp } from '../helpers';
import {
  api,
  borrowerAtConfirm,
  pay,
  passKyc,
  relogin,
  runJobs,
  serverDeps,
  submitAndDisburse,
} from '../loan/steps';

const ctx = setUpTestApp();
const HOUR = 3_600_000;

const SUPPORT: Partial<Record<Country, string>> = {
  TZ: '+255 700 000 000',
  KE: '+254 700 000 000',
};

const KENYAN_FORMS = {
  personal: {
    firstName: 'Asha',
    lastName: 'Mwita',
    inputBirthday: '12-03-1990',
    nationalId: '23456789',
  },
  work: { employmentType: 'employee', monthlySalary: '180001-280000' },
  contacts: { emergencyContactName1: 'Otieno' },
  questionnaire: { q1: 'no', q11: '0' },
};

/** A Kenyan borrower at confirm, signed up in English, paid to their own M-Pesa number. */
async function kenyanAtConfirm(t: TestApp, mobile: string) {
  const token = await signIn(t, mobile);
  const userId = Number((await api(t, 'getUserInfo', {}, token)).userId);
  const { orderNo } = await api(t, 'loanOrderApplyMarket', { productId: 'KE-CASH' }, token);
  for (const [form, data] of Object.entries(KENYAN_FORMS))
    await saveProfileForm(ctx.testDb.db, {
      userId,
      form: form as keyof typeof KENYAN_FORMS,
      country: 'KE',
      data,
      schemaHash: 'test',
      updatedAt: new Date(t.clock.now()),
    });
  await passKyc(t, token);
  t.clock.advance(61_000);
  await api(t, 'getVerifyCode', { mobile, type: 'bindCard' }, token);
  const code = lastCode(t.sms, mobile);
  await api(t, 'addBankCard', { bankCode: 'mpesa', account: mobile, code }, token);
  return { token, orderNo };
}

interface Journey {
  readonly country: Country;
  readonly lang: string;
  readonly mobile: string;
  readonly amount: number;
  readonly part: number;
  readonly start: (t: TestApp) => Promise<{ token: string; orderNo: string }>;
}

const JOURNEYS: readonly Journey[] = [
  {
    country: 'TZ',
    lang: 'sw_TZ',
    mobile: '+255712345678',
    amount: 30_000,
    part: 5_000,
    start: (t) => borrowerAtConfirm(t, ctx.testDb, '0712345678'),
  },
  {
    country: 'KE',
    lang: 'en',
    mobile: '+254712345678',
    amount: 5_000,
    part: 1_000,
    start: (t) => kenyanAtConfirm(t, '+254712345678'),
  },
];

/** The newest text of `template` the borrower was sent. */
function textOf(t: TestApp, mobile: string, template: string): string {
  const found = t.sms
    .recentTexts()
    .filter((m) => m.mobile === mobile && m.template === template)
    .at(-1);
  expect(found, template).toBeDefined();
  return found?.text ?? '';
}

/** At `hour` local time on business day `day`. */
const atLocal = (t: TestApp, country: Country, day: number, hour: number) =>
  t.clock.advance(startOfBusinessDay(day, country) + hour * HOUR - t.clock.now());

describe.each(JOURNEYS)('the SMS of a whole loan: $country in $lang', (j) => {
  // A whole loan through the API and the jobs: about half a minute each on a shared machine.
  it(
    'say every value, the support number and the books’ amounts, and the notice is in the app',
    { timeout: 240_000 },
    async () => {
      const { t } = ctx;
      const money = (n: number) =>
        `${j.country === 'TZ' ? 'TZS' : 'KSh'} ${formatAmount(n, j.country)}`;
      const started = await j.start(t);
      let token = started.token;
      const { orderNo } = started;
      await submitAndDisburse(t, ctx.testDb, token, orderNo, j.amount);
      const paidOut = await api(t, 'repaymentDetail', { orderNo }, token);
      expect(textOf(t, j.mobile, 'payout.sent')).toContain(money(paidOut.disbursalAmount));

      // A part repayment: the receipt says what the screens say right after it.
      await pay(t, token, orderNo, 'repay', j.part);
      await runJobs(t, ctx.testDb);
      const afterPart = await api(t, 'repaymentDetail', { orderNo }, token);
      const receipt = textOf(t, j.mobile, 'receipt.payment');
      expect(receipt).toContain(money(j.part));
      expect(receipt).toContain(money(afterPart.owedOnDueDate ?? -1));
      expect(receipt).toContain(money(afterPart.amountDue));
      expect(receipt).toContain(formatDate(afterPart.dueDate));
      expect(afterPart.owedOnDueDate).toBeGreaterThan(afterPart.amountDue);

      // A rollover: its fee's receipt names the new due date and what is owed by then.
      const ext = await api(t, 'getExtensionData', { orderNo }, token);
      const fee = await pay(t, token, orderNo, 'extension', ext.extensionFee);
      await runJobs(t, ctx.testDb);
      const { dueDate } = await api(
        t,
        'confirmExtensionOrder',
        { orderNo, payOrderId: fee.payOrderId },
        token,
      );
      await api(t, 'confirmExtensionOrder', { orderNo, payOrderId: fee.payOrderId }, token);
      await runJobs(t, ctx.testDb);
      const afterRollover = await api(t, 'repaymentDetail', { orderNo }, token);
      const rolled = textOf(t, j.mobile, 'receipt.rollover');
      expect(rolled).toContain(money(ext.extensionFee));
      expect(rolled).toContain(formatDate(dueDate));
      expect(rolled).toContain(money(afterRollover.owedOnDueDate ?? -1));
      expect(rolled).toContain(money(afterRollover.amountDue));
      expect(t.sms.recentTexts().filter((m) => m.template === 'receipt.rollover')).toHaveLength(1);

      // The due day and the day after, at 10:00 local: the reminders call the support number.
      const dueDay = businessDay(dueDate * 1000, j.country);
      atLocal(t, j.country, dueDay, 10);
      await runJobs(t, ctx.testDb);
      token = await relogin(t, j.mobile);
      const onDueDay = await api(t, 'repaymentDetail', { orderNo }, token);
      const due = textOf(t, j.mobile, 'reminder.due');
      expect(due).toContain(money(onDueDay.amountDue));
      expect(due).toContain(SUPPORT[j.country]);
      atLocal(t, j.country, dueDay + 1, 10);
      await runJobs(t, ctx.testDb);
      const late = textOf(t, j.mobile, 'reminder.late');
      const dayLate = await api(t, 'repaymentDetail', { orderNo }, token);
      expect(late).toContain(money(dayLate.amountDue));
      expect(late).toContain(SUPPORT[j.country]);

      // Over the country's threshold: the notice before a listing, by SMS and in the app.
      await sendBureauNotices(serverDeps(t, ctx.testDb), j.country);
      const notice = textOf(t, j.mobile, 'bureau.preListing');
      expect(notice).toContain(SUPPORT[j.country]);
      const home = await api(t, 'homepageData', {}, token);
      const shown = home.order?.bureauNotice;
      expect(shown?.kind).toBe('pre-listing');
      expect(notice).toContain(money(shown?.amount ?? -1));
      expect(shown?.amount).toBe(dayLate.amountDue);
      expect(notice).toContain(formatDate(shown?.listableFrom ?? 0));
      expect(shown?.supportPhone).toBe(SUPPORT[j.country]);
      expect(shown?.bureaus.length).toBeGreaterThan(0);
      const records = await api(t, 'loanMarketLendingRecord', { page: 1, pageSize: 10 }, token);
      expect(records.list.find((o) => o.orderNo === orderNo)?.bureauNotice).toEqual(shown);

      // The whole outbox, as the borrower read it.
      const rows = await messagesTo(ctx.testDb.db, j.mobile);
      const texts = new Map(t.sms.recentTexts().map((m) => [m.id, m.text]));
      const lines = rows.map(
        (r) => `${r.template.padEnd(18)} ${texts.get(r.providerMessageId ?? '') ?? '(not sent)'}`,
      );
      console.log(`SMS outbox, ${j.country} in ${j.lang}:\n${lines.join('\n')}`);
      expect(rows.every((r) => r.lang === j.lang)).toBe(true);
      for (const wanted of [
        'code.register',
        'payout.sent',
        'receipt.payment',
        'receipt.rollover',
        'reminder.due',
        'reminder.late',
        'bureau.preListing',
      ])
        expect(rows.map((r) => r.template)).toContain(wanted);
      for (const r of rows) {
        const text = texts.get(r.providerMessageId ?? '') ?? '';
        expect(r.status, r.template).toBe('delivered');
        expect(text, r.template).not.toMatch(/\{\{|\}\}/);
        expect(text, r.template).not.toContain(r.template);
        // A count reads right for one day and for many: no "day(s)", no "siku 1 zilizopita".
        expect(text, r.template).not.toMatch(/\(s\)|zilizopita/);
        expect(text.startsWith(`${t.config.appName}: `), r.template).toBe(true);
      }
    },
  );
});
