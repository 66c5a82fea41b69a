/**
 * A payout held by the SIM check (decision 0053), in Chromium at 360×740: the approved screen
 * says the money is held and why, with no automatic time and no "get money now" that would do
 * nothing; once staff release it the screen follows the money to the wallet. Photographed at each
 * step in English and Kiswahili (tests/e2e/screenshots/payout-held-*).
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { payoutHolds, users } from '../../src/server/db/schema';
import { startDisbursement } from '../../src/server/features/loans/disburse';
import { ORDER_STATUS } from '../../src/shared/orders';
import { anOrderAtPayout } from '../support/approved-orders';
import { snap } from './browser';
import { seeAfterReload } from './money-screens';
import { setUpBrowserTest } from './server';
import { openPhone, register, see, switchLanguage } from './service-phone';

const env = setUpBrowserTest();

const approved = (lang: string) =>
  (
    JSON.parse(readFileSync(`locales/${lang}/borrow.json`, 'utf8')) as {
      approved: {
        heldTitle: string;
        title: string;
        getMoney: string;
        held: Record<string, string>;
      };
    }
  ).approved;

const homeWords = (lang: string) => {
  const { order } = JSON.parse(readFileSync(`locales/${lang}/home.json`, 'utf8')) as {
    order: { approved: { held: string }; actions: { takeMoney: string } };
  };
  return { held: order.approved.held, takeMoney: order.actions.takeMoney };
};

/** Photographs the page in English, then Kiswahili (Tanzania's), and back to English. */
async function bothLanguages(page: Page, name: string, check: (lang: string) => Promise<void>) {
  for (const [lang, shown] of [
    ['en', 'en'],
    ['sw_TZ', 'sw_TZ'],
  ] as const) {
    await switchLanguage(page, lang);
    await check(shown);
    await snap(page, `payout-held-${name}-${lang === 'en' ? 'en' : 'sw'}`);
  }
  await switchLanguage(page, 'en');
}

describe('a held payout on the borrower screens', () => {
  it('reads right while held and once released, in English and Kiswahili', async () => {
    const { server } = env;
    const { page, errors } = await openPhone(env.browser);
    const number = await register(page, server);
    const db = server.db;
    const now = server.clock();
    const [user] = await db.select().from(users).where(eq(users.mobile, number.e164));
    // The sandbox reads a number ending 000 as a SIM just swapped, and one ending 0000 as unknown:
    // the digit before the 000 must not be a 0.
    const account = `${number.e164.slice(0, -4)}1000`;
    const order = await anOrderAtPayout(db, user!, {
      account,
      now,
      autoDisburseAt: now + 3_600_000,
      expiresAt: now + 86_400_000,
    });
    const deps = { db, clock: server.clock, config: server.config };

    // Approved, before the payout asks the SIM.
    await page.goto(`${server.url}/#/borrow/lending`);
    await bothLanguages(page, 'approved', async (lang) => {
      await see(page, approved(lang).title);
      await see(page, approved(lang).getMoney);
    });

    expect((await startDisbursement(deps, order.id, 'test')).held).toBe('swapped');
    await bothLanguages(page, 'held', async (lang) => {
      await see(page, approved(lang).heldTitle);
      await see(page, approved(lang).held.simSwapped!);
      expect(await page.getByRole('button', { name: approved(lang).getMoney }).count()).toBe(0);
    });

    // Home says the same, and leads to why instead of to a "get my money" that cannot.
    await page.goto(`${server.url}/#/`);
    await bothLanguages(page, 'held-home', async (lang) => {
      await see(page, homeWords(lang).held);
      expect(await page.getByRole('button', { name: homeWords(lang).takeMoney }).count()).toBe(0);
    });
    await page.goto(`${server.url}/#/borrow/lending`);

    // Two members released it (tests/server/loan/payout-sim-hold.test.ts): the money moves.
    await db
      .update(payoutHolds)
      .set({ checkedBy: 1, releasedBy: 2, releasedAt: new Date(server.clock()) })
      .where(eq(payoutHolds.orderId, order.id));
    expect((await startDisbursement(deps, order.id, 'released')).status).toBe(ORDER_STATUS.lending);
    await seeAfterReload(page, /wallet|sent|paid|repay/i);
    expect(await page.getByText(approved('en').heldTitle).count()).toBe(0);
    await bothLanguages(page, 'released', async () => {
      await page.waitForLoadState('networkidle');
    });
    expect(errors).toEqual([]);
  });
});
