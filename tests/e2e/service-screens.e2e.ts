/**
 * Every account and service screen photographed at 360×740 in English and Kiswahili
 * (tests/e2e/screenshots/service-*) for a person to look at, with checks a person would make on
 * each: nothing wider than the phone, and no English left on the Kiswahili screens.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runFeedbackCommand } from '../../src/server/features/feedback/ops-command';
import { axeFindings, PHONE, snap } from './browser';
import { latestSmsCode, setUpBrowserTest } from './server';
import {
  networkQuiet,
  openPhone,
  receiptPng,
  register,
  see,
  switchLanguage,
} from './service-phone';

const env = setUpBrowserTest();

type Language = 'en' | 'sw_KE';

/** A string of locales/<language>/<ns>.json, so the tour selects by the text the borrower sees. */
function text(language: Language, ns: string, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown>)[key],
      JSON.parse(readFileSync(`locales/${language}/${ns}.json`, 'utf8')),
    );
  if (typeof value !== 'string') throw new Error(`no string ${language}/${ns}:${path}`);
  return value;
}

/** Waits for lazy chunks and reads, then checks that nothing is wider than the phone. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(250);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide, `${page.url()} is wider than the phone`).toBeLessThanOrEqual(PHONE.width);
}

async function shot(page: Page, name: string, language: Language): Promise<void> {
  await settle(page);
  await snap(page, `service-${name}-${language === 'en' ? 'en' : 'sw'}`);
  expect(await axeFindings(page), `accessibility of ${name} (${language})`).toEqual([]);
}

async function visit(
  page: Page,
  path: string,
  name: string,
  language: Language,
  ready: string,
): Promise<void> {
  await page.goto(`${env.server.url}/#${path}`);
  await see(page, ready);
  await shot(page, name, language);
}

/** The promotion pages start from a full load (index.html picks their light bundle). */
async function visitPromo(
  page: Page,
  path: string,
  name: string,
  language: Language,
): Promise<void> {
  await page.goto(`${env.server.url}/#${path}`);
  await page.reload();
  await see(page, text(language, 'promo', 'footer.hours'));
  await shot(page, name, language);
}

async function tour(language: Language): Promise<void> {
  const { page, errors } = await openPhone(env.browser);
  const number = await register(page, env.server);
  await switchLanguage(page, language);
  const t = (ns: string, path: string) => text(language, ns, path);

  await visit(page, '/me', 'me', language, t('me', 'me.customerService'));
  await visit(
    page,
    '/user_center/customer_services',
    'customer-service',
    language,
    t('me', 'service.myFeedback'),
  );
  await visit(page, '/user_center/about_us', 'about-us', language, t('common', 'routes.aboutUs'));
  await visit(page, '/user_center/open_app', 'open-app', language, t('me', 'openApp.body'));
  await visit(
    page,
    '/user_center/settings',
    'settings',
    language,
    t('me', 'settings.deleteAccount'),
  );
  await visit(page, '/user_center/language', 'language', language, 'Kiswahili');
  await visit(page, '/user_center/faq', 'faq', language, t('feedback', 'faq.notAnswered'));
  await visit(
    page,
    '/feedback/feedback_faq',
    'feedback-faq',
    language,
    t('feedback', 'faq.notAnswered'),
  );

  await visit(page, '/coupons', 'coupons', language, t('coupons', 'draw.title'));
  await page.getByRole('button', { name: t('coupons', 'draw.play') }).click();
  await see(page, t('coupons', 'draw.wonTitle'));
  await shot(page, 'coupons-won', language);

  await visit(
    page,
    '/feedback/feedback_list',
    'feedback-list-empty',
    language,
    t('feedback', 'list.empty'),
  );
  await visit(
    page,
    '/feedback/add_feedback',
    'feedback-add',
    language,
    t('feedback', 'add.submit'),
  );
  await page.getByRole('button', { name: t('feedback', 'add.submit') }).click();
  await shot(page, 'feedback-add-errors', language);
  await page
    .getByRole('textbox', { name: t('feedback', 'add.description') })
    .fill('Nimelipa TZS 5,000 Jumatatu kwa M-Pesa.');
  await page
    .getByTestId('feedback-images')
    .setInputFiles({ name: 'risiti.png', mimeType: 'image/png', buffer: await receiptPng() });
  await expect.poll(() => page.getByRole('img', { name: 'risiti.png' }).count()).toBe(1);
  await shot(page, 'feedback-add-filled', language);
  await page.getByRole('button', { name: t('feedback', 'add.submit') }).click();
  await see(page, t('feedback', 'result.title'));
  await shot(page, 'feedback-result', language);
  await page.getByRole('link', { name: t('feedback', 'result.view') }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/feedback/feedbackDetail?id='));
  await see(page, 'Nimelipa TZS 5,000 Jumatatu kwa M-Pesa.');
  await shot(page, 'feedback-detail', language);
  const id = new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('id') ?? '';
  // Every read of the thread answered before staff reply: a read after the reply counts it as
  // seen (the borrower had it on screen), and Me would rightly show no dot.
  await networkQuiet(page);
  await runFeedbackCommand(
    { db: env.server.db, clock: env.server.clock },
    ['reply', id, 'Tumepokea malipo yako, asante.'],
    () => {},
  );
  await runFeedbackCommand(
    { db: env.server.db, clock: env.server.clock },
    ['status', id, '3'],
    () => {},
  );
  await page.goto(`${env.server.url}/#/me`);
  await expect.poll(() => page.getByRole('img', { name: t('me', 'me.newReply') }).count()).toBe(1);
  await shot(page, 'me-red-dot', language);
  await visit(
    page,
    '/feedback/feedback_list',
    'feedback-list',
    language,
    t('feedback', 'status.needReply'),
  );
  await page
    .getByRole('link', { name: new RegExp(t('feedback', 'types.repaidNotUpdated')) })
    .click();
  await see(page, 'Tumepokea malipo yako, asante.');
  await shot(page, 'feedback-detail-reply', language);
  const receipt = t('feedback', 'detail.receipt').replace('{{n}}', '1');
  await page
    .getByRole('button', { name: t('feedback', 'detail.enlarge').replace('{{name}}', receipt) })
    .click();
  await see(page, receipt);
  await shot(page, 'feedback-receipt', language);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

  for (const [path, name, title] of [
    ['/privacy_policy', 'privacy-policy', 'privacyPolicy'],
    ['/privacy_agreement', 'privacy-agreement', 'privacyAgreement'],
    ['/terms', 'terms', 'terms'],
    ['/agreements', 'agreements', 'agreements'],
    ['/convenios', 'convenios', 'convenios'],
    ['/pop', 'pop', 'pop'],
    ['/perm', 'perm', 'perm'],
  ] as const) {
    // Waits for the page's own heading: the same words are links on the previous page.
    await page.goto(`${env.server.url}/#${path}`);
    await expect
      .poll(() =>
        page.getByRole('heading', { name: t('common', `routes.${title}`), exact: true }).count(),
      )
      .toBe(1);
    await shot(page, name, language);
  }

  await page.evaluate(() =>
    localStorage.setItem(
      'popEvaluateTime',
      JSON.stringify({ popupTime: 1, rejectState: 1, loanOrderId: '' }),
    ),
  );
  await page.goto(`${env.server.url}/#/me`);
  await page.reload();
  await see(page, t('me', 'rating.question'));
  await shot(page, 'rating-popup', language);
  await page.getByRole('button', { name: t('me', 'rating.submit') }).click();
  await shot(page, 'rating-popup-required', language);
  await page.getByRole('button', { name: t('me', 'rating.later') }).click();

  await visitPromo(page, '/yx1', 'yx1', language);
  await visitPromo(page, '/yx2', 'yx2', language);
  await visitPromo(page, '/yx2ConfirmBorrow', 'yx2ConfirmBorrow', language);
  await visitPromo(page, '/yx3', 'yx3', language);
  await page.getByRole('textbox', { name: t('promo', 'phone.label') }).fill(number.national);
  await page.getByRole('button', { name: t('promo', 'actions.apply') }).click();
  await see(page, t('promo', 'amount.label'));
  await shot(page, 'yx3-amount', language);

  // Deletion last: it ends this borrower.
  await visit(
    page,
    '/user_center/delete_account',
    'delete-account',
    language,
    t('account', 'delete.submit'),
  );
  await page.getByRole('button', { name: t('account', 'delete.submit') }).click();
  await shot(page, 'delete-account-errors', language);
  await page.getByRole('radio', { name: t('account', 'delete.reasons.otherLender') }).check();
  env.server.advance(61_000);
  await page.getByRole('button', { name: t('account', 'delete.getCode') }).click();
  await see(page, t('account', 'delete.codeSent'));
  await page
    .getByRole('textbox', { name: new RegExp(t('account', 'delete.code')) })
    .fill(await latestSmsCode(env.server.url, number.e164));
  await shot(page, 'delete-account-filled', language);
  await page.getByRole('button', { name: t('account', 'delete.submit') }).click();
  await see(page, t('account', 'delete.confirmTitle'));
  await shot(page, 'delete-account-confirm', language);
  await page.getByRole('button', { name: t('account', 'delete.confirm') }).click();
  await see(page, t('account', 'deleted.title'));
  await shot(page, 'delete-account-done', language);

  expect(errors).toEqual([]);
  await page.context().close();
}

describe('service screens at 360×740', () => {
  it('in English', () => tour('en'), 180_000);
  it('in Kiswahili', () => tour('sw_KE'), 180_000);
});
