/**
 * A collector's day in Chromium: the lead gives the overdue loans of the last closed
 * day to a collector by bucket under a cap; the collector finds the loan with the borrower's name,
 * number and what is owed in shillings, records a promise to pay today, which shows as the day's
 * follow-up; a payment on the books marks it kept, in English and in Kiswahili.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { businessDateText } from '../../src/server/domain/business-date';
import { repaymentEntry } from '../../src/server/domain/journal';
import { bookAlone } from '../support/book-alone';
import { formatMoney } from '../../src/shared/format';
import { snap } from './browser';
import { anOverdueLoanToCall } from './console-day-seed';
import { staffPage } from './console-page';
import { setUpBrowserTest } from './server';

const ctx = setUpBrowserTest();

async function collectionsPage(email: string, role: 'admin' | 'collections'): Promise<Page> {
  const page = await staffPage(ctx, email, role);
  await page.getByRole('link', { name: 'Collections' }).click();
  return page;
}

describe('collections', () => {
  it('a collector works the queue: a promise today, kept by a payment', async () => {
    const { db } = ctx.server;
    const { loan, day } = await anOverdueLoanToCall(ctx.server, {
      amount: 10_000,
      penalty: 500,
      dueDaysAgo: 4,
      name: ['Neema', 'Mushi'],
    });

    const collector = await collectionsPage('neema.collector@lender.test', 'collections');
    const lead = await collectionsPage('lead@lender.test', 'admin');
    await lead.getByLabel('neema.collector@lender.test 1-7').check();
    await lead.getByLabel('Most loans per collector').fill('10');
    await lead.getByRole('button', { name: 'Assign' }).click();
    await lead.getByText('1 loan assigned.').waitFor();
    await snap(lead, 'collections-1-assigned');

    await collector.getByLabel('Collector').selectOption('me');
    await collector.getByRole('link', { name: 'Neema Mushi' }).waitFor();
    await collector.getByText(formatMoney(10_500, 'TZ')).waitFor();
    // Due four days before the close the queue was filed from, and read the next morning: the
    // queue counts its days past due to today, as the loan's summary does.
    await collector.getByText('5 days').waitFor();
    await collector.getByRole('button', { name: 'Contacts' }).click();
    await collector.getByLabel('Outcome').selectOption('promised');
    await collector.getByLabel('Note').fill('Pays from the shop takings this afternoon');
    await collector.getByLabel('Amount promised').fill('3000');
    const today = businessDateText(day + 1);
    await collector.getByLabel('Pay by').fill(today);
    await collector.getByRole('button', { name: 'Record contact' }).click();
    await collector.getByText('Contact recorded.').waitFor();
    await collector.getByText('Follow up today').waitFor();
    await snap(collector, 'collections-2-promise');

    const paid = repaymentEntry({ penalty: 500, fee: 0, interest: 0, principal: 2_500, excess: 0 });
    await bookAlone(db, loan.id, `repay:${loan.orderNo}`, paid, ctx.server.clock());
    await collector.reload();
    const kept = `Kept: ${formatMoney(3_000, 'TZ')} by ${today}`;
    await collector.getByText(kept).first().waitFor();
    // Kept: no longer the day's follow-up.
    expect(await collector.getByText('Follow up today').count()).toBe(0);
    await collector.getByText('Kiswahili').click();
    await collector.getByText(`Imetimizwa: ${formatMoney(3_000, 'TZ')} kufikia ${today}`).waitFor();
    await snap(collector, 'collections-3-kept-sw');
    await lead.context().close();
    await collector.context().close();
  });
});
