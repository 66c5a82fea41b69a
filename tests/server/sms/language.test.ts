/**
 * The borrower's language in their SMS: a code is written in the language of the request that
 * asked for it, when it is one of the country's; the language a sign-in or the app's who-am-I call
 * carries is kept on the borrower's row, and the messages sent without a request use it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanOrders, users } from '../../../src/server/db/schema';
import { startOfBusinessDay } from '../../../src/server/domain/business-date';
import { smsLanguage } from '../../../src/server/features/sms/language';
import { COUNTRY_CODES, COUNTRY_FACTS } from '../../../src/shared/countries';
import { call, lastCode, setUpTestApp } from '../helpers';
import {
  api,
  bindWallet,
  borrowerAtConfirm,
  pay,
  relogin,
  runJobs,
  submitAndDisburse,
} from '../loan/steps';

const ctx = setUpTestApp();
const HOUR = 3_600_000;
const KE = '+254712345678';
const UNKNOWN = 'qq_QQ';

/** Requests a code for `mobile` in `lang` and returns the text of the SMS that carried it. */
async function codeText(mobile: string, type: 'register' | 'login', lang?: string) {
  const sent = await call(ctx.t.app, 'getVerifyCode', { mobile, type }, lang ? { lang } : {});
  expect(sent.json().code, sent.body).toBe(0);
  const text = ctx.t.sms.recentTexts().find((m) => m.mobile === mobile);
  return text?.text ?? '';
}

async function signInWith(mobile: string, type: 'register' | 'login', lang?: string) {
  const text = await codeText(mobile, type, lang);
  const code = lastCode(ctx.t.sms, mobile);
  const res = await call(ctx.t.app, type, { mobile, code }, lang ? { lang } : {});
  expect(res.json().code, res.body).toBe(0);
  ctx.t.clock.advance(61_000);
  return { text, token: (res.json() as { data: { token: string } }).data.token };
}

const storedLang = async (mobile: string) =>
  (await ctx.testDb.db.select().from(users).where(eq(users.mobile, mobile)))[0]?.lang;

describe('smsLanguage', () => {
  it("keeps the country's languages, reads another region's variant as the country's, and nothing else", () => {
    const primary = (code: string) => code.split('_')[0];
    for (const c of COUNTRY_CODES) {
      const offered: readonly string[] = COUNTRY_FACTS[c].languages;
      for (const lang of ['en', 'sw_KE', 'sw_TZ', 'es', 'fr', 'sw'])
        expect(smsLanguage(c, lang), `${c} ${lang}`).toBe(
          offered.includes(lang) ? lang : offered.find((o) => primary(o) === primary(lang)),
        );
      for (const lang of ['', 'toString', '__proto__', 'SW_ke!'])
        expect(smsLanguage(c, lang)).toBeUndefined();
      expect(smsLanguage(c, [offered[0] ?? '', 'fr'])).toBe(offered[0]);
      expect(smsLanguage(c, undefined)).toBeUndefined();
      expect(smsLanguage(c, null)).toBeUndefined();
    }
  });
});

describe("SMS in the borrower's language", () => {
  it('writes a Kenyan sign-in code in Kiswahili asked in sw_KE, and keeps the language', async () => {
    // Kenya's first language is English: without a lang, the code is in English.
    const first = await signInWith(KE, 'register');
    expect(first.text).toMatch(/your registration code is \d{6}/);
    expect(await storedLang(KE)).toBeNull();

    const again = await signInWith(KE, 'login', 'sw_KE');
    expect(again.text).toMatch(/namba yako ya kuingia ni \d{6}/);
    expect(await storedLang(KE)).toBe('sw_KE');
  });

  it("falls back to the country's first language for a language it does not offer", async () => {
    // A code no folder of locales/ has: a real one may be the app's, and a country's, one day.
    const ke = await signInWith(KE, 'register', UNKNOWN);
    expect(ke.text).toMatch(/your registration code is \d{6}/);
    expect(await storedLang(KE)).toBeNull();
    const tz = await signInWith('+255712345678', 'register', UNKNOWN);
    expect(tz.text).toMatch(/namba yako ya usajili ni \d{6}/);
    expect(await storedLang('+255712345678')).toBeNull();
  });

  it('stores a language the app changes to, only when it changed', async () => {
    const { token } = await signInWith(KE, 'register', 'en');
    expect(await storedLang(KE)).toBe('en');
    const info = (lang?: string) =>
      call(ctx.t.app, 'getUserInfo', {}, { token, ...(lang ? { lang } : {}) });
    await info('sw_KE');
    expect(await storedLang(KE)).toBe('sw_KE');
    // No lang, or one the country does not offer (Spanish is not Kenya's), leaves it as it was.
    await info();
    await info(UNKNOWN);
    await info('es');
    expect(await storedLang(KE)).toBe('sw_KE');
  });

  it("tells of a new wallet in the borrower's stored language, not the country's", async () => {
    const tz = '+255712345678';
    const { token } = await signInWith(tz, 'register', 'en');
    expect(await storedLang(tz)).toBe('en');
    ctx.t.clock.advance(61_000);
    await bindWallet(ctx.t, token);
    const notice = ctx.t.sms
      .recentTexts()
      .find((m) => m.mobile === tz && m.template === 'notice.walletBound');
    expect(notice?.text).toMatch(/the wallet …111 is now linked to your account/);
  });

  it('sends a Tanzanian borrower who chose English their reminder and receipt in English', async () => {
    const mobile = '+255712345678';
    const a = await borrowerAtConfirm(ctx.t, ctx.testDb, '0712345678');
    await submitAndDisburse(ctx.t, ctx.testDb, a.token, a.orderNo, 60_000);
    await call(ctx.t.app, 'getUserInfo', {}, { token: a.token, lang: 'en' });
    expect(await storedLang(mobile)).toBe('en');

    const [order] = await ctx.testDb.db
      .select()
      .from(loanOrders)
      .where(eq(loanOrders.orderNo, a.orderNo));
    const dueDay = order?.dueDay ?? 0;
    // 10:00 in Dar es Salaam three days before the due date: the first step of the schedule.
    ctx.t.clock.advance(startOfBusinessDay(dueDay - 3, 'TZ') + 10 * HOUR - ctx.t.clock.now());
    await runJobs(ctx.t, ctx.testDb);
    const reminder = ctx.t.sms
      .recentTexts()
      .find((m) => m.mobile === mobile && m.template === 'reminder.before');
    expect(reminder?.text).toMatch(
      new RegExp(`your loan ${a.orderNo} is due on \\d{2}/\\d{2}/\\d{4}\\. Owed by then: TZS`),
    );

    const token = await relogin(ctx.t, '0712345678');
    const { amountDue } = await api(ctx.t, 'repaymentDetail', { orderNo: a.orderNo }, token);
    await pay(ctx.t, token, a.orderNo, 'repay', amountDue);
    await runJobs(ctx.t, ctx.testDb);
    const receipt = ctx.t.sms
      .recentTexts()
      .find((m) => m.mobile === mobile && m.template === 'receipt.paidOff');
    expect(receipt?.text).toContain(`we received TZS`);
    expect(receipt?.text).toContain(`for loan ${a.orderNo}`);
  });
});
