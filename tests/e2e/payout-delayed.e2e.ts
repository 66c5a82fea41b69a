/**
 * A payout that failed on the lender's side, in Chromium at 360×740 against the real server: the
 * sandbox rail refuses every payout for the lender's float, the server's own jobs settle the
 * first one failed and write the lender's retry, and the lending screen says the money is delayed
 * and the borrower need do nothing, in English and in Tanzanian Kiswahili; never "check your
 * wallet". The screenshots are for a person to look at.
 */
import { readFileSync } from 'node:fs';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, paymentIntents, users } from '../../src/server/db/schema';
import { QUERY_AFTER_MS } from '../../src/server/features/ledger/intents';
import { BACK_OFF_MAX_MS } from '../../src/lib/api/follow-through-failures';
import { routes } from '../../src/shared/contract/routes.gen';
import { aPayoutJob, anOrderAtPayout } from '../support/approved-orders';
import { snapChecked } from './browser';
import { seeAfterReload } from './money-screens';
import { setUpBrowserTest } from './server';
import { openPhone, register } from './service-phone';

const ctx = setUpBrowserTest({
  env: { SANDBOX_PAYOUT_FAIL_PERCENT: '100', SANDBOX_PAYOUT_FAIL_CAUSE: 'float' },
});

/** A borrower with a wallet and an approved order whose payout waits for a job not yet written. */
async function approvedBorrower() {
  const { server } = ctx;
  const { page } = await openPhone(ctx.browser);
  const number = await register(page, server);
  const db = server.db;
  const now = server.clock();
  const [user] = await db.select().from(users).where(eq(users.mobile, number.e164));
  const order = await anOrderAtPayout(db, user!, { account: number.e164, now, steps: 4 });
  const payOut = () => aPayoutJob(db, order.id, now);
  return { page, order, payOut };
}

const words = (lang: string) =>
  (
    JSON.parse(readFileSync(`locales/${lang}/borrow.json`, 'utf8')) as {
      lending: Record<string, string>;
    }
  ).lending;

describe('the approved screen on a lost connection', () => {
  it('keeps following the order through failed reads and moves on once the network is back', async () => {
    const { server } = ctx;
    const { page, order, payOut } = await approvedBorrower();
    await page.goto(`${server.url}/#/borrow/lending`);
    await page.getByText('Your loan is approved').waitFor();
    // The order's reads are lost on the way (no "offline" event: a dead data session).
    const latest = routes.loanOrderLatest;
    let lost = 0;
    await page.route(`**${latest.base}${latest.path}**`, async (route) => {
      lost += 1;
      await route.abort('internetdisconnected');
    });
    await expect.poll(() => lost, { timeout: 3 * BACK_OFF_MAX_MS }).toBeGreaterThanOrEqual(2);
    await page.getByRole('alert').filter({ hasText: 'Network error' }).waitFor();
    await snapChecked(page, 'approved-reads-lost-en');
    // Meanwhile the payout is sent (and, on this rail, refused for the lender's float).
    await payOut();
    await expect
      .poll(
        async () =>
          (
            await server.db
              .select()
              .from(jobs)
              .where(eq(jobs.key, `disburse:${order.id}`))
          )[0]?.status,
        { timeout: 30_000 },
      )
      .toBe('done');
    // The network is back: within one back-off the screen reads the order and moves on.
    await page.unroute(`**${latest.base}${latest.path}**`);
    await page
      .getByText(/^(Sending your money|Your money is being sent|Your money is delayed)$/)
      .waitFor({ timeout: BACK_OFF_MAX_MS + 5_000 });
    await expect.poll(() => page.getByText('Network error', { exact: false }).count()).toBe(0);
    await snapChecked(page, 'approved-followed-after-loss-en');
    await page.context().close();
  }, 180_000);
});

describe('a payout the lender sends again', () => {
  it('says the money is delayed and that there is nothing to do, in English and Kiswahili', async () => {
    const { server } = ctx;
    // Approved, with the payout due now: what the screens and the review would have led to.
    const { page, order, payOut } = await approvedBorrower();
    await payOut();
    const db = server.db;
    const payouts = () =>
      db
        .select({ status: paymentIntents.status, failure: paymentIntents.failure })
        .from(paymentIntents)
        .where(and(eq(paymentIntents.orderId, order.id), eq(paymentIntents.purpose, 'disburse')))
        // In the order they were sent: an updated row may come back after a newer one otherwise.
        .orderBy(asc(paymentIntents.id));
    // The server's job runner sends it; its status query, due after QUERY_AFTER_MS, settles it.
    await expect.poll(async () => (await payouts()).length, { timeout: 20_000 }).toBe(1);
    server.advance(QUERY_AFTER_MS + 60_000);
    await expect.poll(payouts, { timeout: 30_000 }).toEqual([
      { status: 'failed', failure: 'float' },
      { status: 'created', failure: null },
    ]);

    await page.goto(`${server.url}/#/borrow/lending`);
    const en = words('en');
    await seeAfterReload(page, en.delayedTitle!);
    await expect.poll(() => page.getByText(en.delayedFloat!).count()).toBe(1);
    await expect.poll(() => page.getByText(en.delayedNoAction!).count()).toBe(1);
    expect(await page.getByText(/check your wallet/i).count()).toBe(0);
    await snapChecked(page, 'payout-delayed-en');

    await page.evaluate(() => localStorage.setItem('language', JSON.stringify('sw_TZ')));
    const sw = words('sw_TZ');
    await seeAfterReload(page, sw.delayedTitle!);
    await expect.poll(() => page.getByText(sw.delayedFloat!).count()).toBe(1);
    await expect.poll(() => page.getByText(sw.delayedNoAction!).count()).toBe(1);
    await snapChecked(page, 'payout-delayed-sw_TZ');
  }, 180_000);
});
