/**
 * A declined borrower is told why (decision 0049): Home shows the main reasons in the policy's
 * words, what would change each where the borrower can, and when to apply again; photographed at
 * 360×740 in English and Kiswahili (tests/e2e/screenshots/decline-reasons-*).
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanOrders, users } from '../../src/server/db/schema';
import { assessOrder } from '../../src/server/features/loans/lifecycle';
import { ORDER_STATUS } from '../../src/shared/orders';
import { anApplication } from '../support/factories';
import { axeFindings, snap } from './browser';
import { staffPage } from './console-page';
import { setUpBrowserTest } from './server';
import { openPhone, register, see, switchLanguage } from './service-phone';

const env = setUpBrowserTest();

/** The words of forms:credit.<path> in a language, as the app reads them. */
function words(lang: string, path: string): string {
  const forms = JSON.parse(readFileSync(`locales/${lang}/forms.json`, 'utf8')) as {
    credit: Record<string, Record<string, string>>;
  };
  const [group = '', code = ''] = path.split('.');
  const value = forms.credit[group]?.[code];
  if (!value) throw new Error(`no words for credit.${path} in ${lang}`);
  return value;
}

describe('a declined application', () => {
  it('shows its reasons and what would change them, in English and Kiswahili', async () => {
    const { page, errors } = await openPhone(env.browser);
    const number = await register(page, env.server);
    const [user] = await env.server.db.select().from(users).where(eq(users.mobile, number.e164));
    if (!user) throw new Error('the registered borrower has no row');
    // A missed payment and three overdue loans elsewhere: the shipped policy declines.
    const order = await anApplication(env.server.db, {
      user,
      forms: {
        personal: { inputBirthday: '15-03-1992', state: 'Dar es Salaam' },
        questionnaire: { q1: 'yes', q11: '3' },
      },
      amount: 50_000,
      creditLimit: 60_000,
    });
    const deps = { db: env.server.db, clock: env.server.clock, config: env.server.config };
    await assessOrder(deps, order.id);
    const [decided] = await env.server.db
      .select({ status: loanOrders.status })
      .from(loanOrders)
      .where(eq(loanOrders.id, order.id));
    expect(decided?.status).toBe(ORDER_STATUS.reject);

    for (const [lang, shown] of [
      ['en', 'en'],
      ['sw_KE', 'sw_TZ'],
    ] as const) {
      if (lang !== 'en') await switchLanguage(page, lang);
      await page.goto(`${env.server.url}/#/`);
      await see(page, words(shown, 'reason.overdueElsewhere'));
      await see(page, words(shown, 'advice.overdueElsewhere'));
      // No score, no internal rule names.
      expect(await page.getByText(/score|alama|knock/i).count()).toBe(0);
      await page.waitForLoadState('networkidle');
      await snap(page, `decline-reasons-${lang === 'en' ? 'en' : 'sw'}`);
      expect(await axeFindings(page), `accessibility (${lang})`).toEqual([]);
    }
    expect(errors).toEqual([]);

    // Staff read the same decision on the loan: version, inputs, rules, reasons.
    const desk = await staffPage(env, 'risk@lender.test', 'finance');
    await desk.setViewportSize({ width: 1366, height: 768 });
    await desk.goto(`${env.server.url}/ops/#/order/${encodeURIComponent(order.orderNo)}`);
    await see(desk, 'Credit decision');
    await see(desk, /Declined · score 600 · band 4 · limit TZS \d{1,3}(,\d{3})*$/);
    await see(desk, /Policy schemas\/tz\/policy\.json, version \S+ \(champion\)/);
    // In words: the sentence the borrower was told, and each input by name and source.
    await see(desk, 'Reasons the borrower was told:');
    await see(desk, words('en', 'reason.overdueElsewhere'));
    await desk.getByText('Overdue loans elsewhere (from the form)').scrollIntoViewIfNeeded();
    expect(await desk.getByText(/form\.overdueLoansElsewhere|overdueElsewhere/).count()).toBe(0);
    await snap(desk, 'decline-reasons-console');
  });
});
