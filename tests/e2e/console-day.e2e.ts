/**
 * Support's and collections' day at a 1366×768 desk over a seeded book, in English and Kiswahili:
 * support finds a borrower among namesakes, reads the summary and the profile in words, sees whose
 * complaint is open and hands the borrower their data; a collector works the 91+ bucket, opens a
 * loan beside the queue with the contact hours stated, records a contact, flags the borrower
 * do-not-contact with a reason, and reads the order in words with the accruals' detail a click
 * away; compliance downloads the Kenyan bureau file the validator passes and reads, beside each
 * negative row, the notice that allowed it. Every photographed page is read for raw JSON, raw keys
 * and bare amounts or statuses. Each role's steps (clicks, fills, selects) are printed per role.
 */
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { staffAudit } from '../../src/server/db/schema';
import { bureauFacts } from '../../src/server/features/bureau';
import { bureauFormat } from '../../src/server/features/bureau/formats';
import { snap } from './browser';
import { seedKenyanListing } from './console-compliance-seed';
import { seedConsoleDay, type SeededDay } from './console-day-seed';
import { staffPage } from './console-page';
import { setUpBrowserTest } from './server';

const ctx = setUpBrowserTest();
const DESK = { width: 1366, height: 768 };
let seeded: SeededDay | undefined;

/** What a page must never show staff: JSON, an i18n key, a status or an amount as a bare number. */
export function unreadable(text: string): string[] {
  const found: string[] = [];
  if (/[{[]\s*"\w+"\s*:/.test(text)) found.push('raw JSON');
  for (const m of text.matchAll(/(?<![@\w.])[a-z]{2,}(?:\.[a-zA-Z0-9_-]{2,})+(?![\w@])/g))
    if (!/\.(test|com|json|csv|png)$/.test(m[0])) found.push(`raw key ${m[0]}`);
  for (const m of text.matchAll(/(?<![\w,.:/+*•-])\d{4,}(?![\d,.:/-])/g))
    found.push(`bare number ${m[0]}`);
  if (/(status|hali)\s*:?\s*\d+\b/i.test(text)) found.push('status as a number');
  return found;
}

/** Photographs the page and reads its text; returns the photograph's path. */
async function look(page: Page, name: string): Promise<string> {
  const text = await page.locator('body').innerText();
  expect(unreadable(text), name).toEqual([]);
  return snap(page, name);
}

async function desk(email: string, role: 'support' | 'collections' | 'compliance') {
  const page = await staffPage(ctx, email, role);
  await page.setViewportSize(DESK);
  return page;
}

const toKiswahili = (page: Page) => page.getByText('Kiswahili', { exact: true }).click();

describe('the console at a desk', () => {
  it('support: a namesake found, the borrower read in words, whose complaint, their data handed out', async () => {
    seeded ??= await seedConsoleDay(ctx.server);
    const { late } = seeded;
    const page = await desk('care@lender.test', 'support');
    let steps = 0;
    await page.getByLabel('Phone, name, national ID or order number').fill('Neema Mushi');
    await page.getByRole('button', { name: 'Find' }).click();
    steps += 2;
    // Two borrowers of one name, told apart by their last loans.
    await page.getByRole('cell', { name: '128 days' }).waitFor();
    await page.getByRole('cell', { name: '0 days' }).waitFor();
    await look(page, 'console-day-1-support-namesakes');

    await page
      .getByRole('row', { name: /128 days/ })
      .getByRole('link', { name: 'Neema Mushi' })
      .click();
    steps += 1;
    const summary = page.getByRole('region', { name: 'Borrower and loan summary' });
    await summary.getByText('Owed today').waitFor();
    await summary.getByText('128 days').waitFor();
    await page.getByText('Employment type: Self employed').waitFor();
    await look(page, 'console-day-2-support-borrower');

    await page.getByRole('link', { name: 'Borrower requests' }).click();
    steps += 1;
    const complaint = page.getByRole('row', { name: /Complaint/ });
    await complaint.getByRole('link', { name: 'Neema Mushi' }).waitFor();
    await look(page, 'console-day-3-support-requests');
    await complaint.getByRole('link', { name: 'Neema Mushi' }).click();
    steps += 1;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: "Borrower's copy of their data" }).click(),
    ]);
    steps += 1;
    expect(download.suggestedFilename()).toBe(`borrower-${late.userId}-data.json`);
    const copies = await ctx.server.db
      .select()
      .from(staffAudit)
      .where(
        and(
          eq(staffAudit.action, 'borrower.dataCopy'),
          eq(staffAudit.target, `user:${late.userId}`),
        ),
      );
    expect(copies).toHaveLength(1);

    await toKiswahili(page);
    steps += 1;
    await page
      .getByRole('region', { name: 'Muhtasari wa mkopaji na mkopo' })
      .getByText('Deni leo')
      .waitFor();
    await look(page, 'console-day-4-support-borrower-sw');
    console.log(`support: a namesake found, read, their complaint, their data — ${steps} steps`);
    await page.context().close();
  });

  it('collections: the 91+ bucket, the loan beside the queue, a contact, a flag, the order in words', async () => {
    seeded ??= await seedConsoleDay(ctx.server);
    const { late } = seeded;
    const page = await desk('neema.collector@lender.test', 'collections');
    let steps = 0;
    await page.getByRole('link', { name: 'Collections' }).click();
    await page.getByLabel('Days past due').selectOption('91+');
    steps += 2;
    // The queue is the filed day's (yesterday's close, 127 days then), its days past due counted
    // to today as the loan's summary counts them: 128.
    const row = page.getByRole('row', { name: /Neema Mushi/ });
    await row.getByText('128 days').waitFor();
    await look(page, 'console-day-5-collections-91');

    await row.getByRole('button', { name: 'Contacts' }).click();
    steps += 1;
    const hours = page.getByText(/Borrowers may be contacted from 08:00 to 20:00/);
    await hours.waitFor();
    // Beside the queue, in the first screen: not below the table.
    const box = await hours.boundingBox();
    const table = await page.getByRole('table').first().boundingBox();
    expect(box && table && box.y < DESK.height && box.x > table.x + table.width - 1).toBe(true);
    await page.getByLabel('Outcome').selectOption('noAnswer');
    await page.getByLabel('Note').fill('Rang twice, no answer');
    await page.getByRole('button', { name: 'Record contact' }).click();
    steps += 3;
    await page.getByText('Contact recorded.').waitFor();
    await look(page, 'console-day-6-collections-contact');

    await page
      .getByRole('region', { name: 'Borrower and loan summary' })
      .getByRole('link', { name: 'Neema Mushi' })
      .click();
    steps += 1;
    await page.getByLabel('Flag', { exact: true }).selectOption('doNotContact');
    await page.getByLabel('Reason', { exact: true }).fill('Asked in writing not to be called');
    await page.getByRole('button', { name: 'Put flag' }).click();
    steps += 3;
    await page.getByText('Do not contact flag put.').waitFor();
    const flagged = await ctx.server.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'flag.put'), eq(staffAudit.target, `user:${late.userId}`)));
    expect(flagged[0]?.detail).toEqual({
      kind: 'doNotContact',
      reason: 'Asked in writing not to be called',
    });
    await look(page, 'console-day-7-collections-flag');

    await page
      .getByRole('region', { name: 'Borrower and loan summary' })
      .getByRole('link', { name: late.orderNo })
      .click();
    steps += 1;
    await page.getByText('Status: Overdue').waitFor();
    await page.getByText(/^Penalty TZS 57,500$/).waitFor();
    await look(page, 'console-day-8-collections-order');
    // Thirty daily penalty entries read as a few weekly rows; one week's entries a click away.
    await page.getByText('Per week').click();
    const week = page.getByRole('row', { name: /Penalty \(7 entries\)/ }).first();
    await week.getByText('TZS 13,300').waitFor();
    await week.getByRole('button', { name: 'Detail' }).click();
    steps += 2;
    await page.getByRole('button', { name: 'Hide' }).scrollIntoViewIfNeeded();
    expect(await page.getByRole('cell', { name: 'Debit TZS 1,900' }).count()).toBe(7);
    await look(page, 'console-day-9-collections-accruals');
    await toKiswahili(page);
    steps += 1;
    await page.getByText('Hali: imechelewa').waitFor();
    await look(page, 'console-day-10-collections-order-sw');
    await page.getByRole('link', { name: 'Madeni' }).click();
    await page.getByLabel('Siku za kuchelewa').selectOption('91+');
    steps += 2;
    await page
      .getByRole('row', { name: /Neema Mushi/ })
      .getByText('Usiwasiliane')
      .waitFor();
    await look(page, 'console-day-11-collections-sw');
    console.log(`collections: the 91+ bucket, a contact, a flag, the order — ${steps} steps`);
    await page.context().close();
  });

  // Last: the Kenyan book moves the clock a month on, past the day the tests above are seeded at.
  it('compliance: the Kenyan file downloaded passes the validator, each negative row by its notice', async () => {
    const { late, fileDate } = await seedKenyanListing(ctx.server);
    const page = await desk('law@lender.test', 'compliance');
    let steps = 0;
    await page.getByRole('link', { name: 'Compliance' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: fileDate })
      .filter({ hasText: 'Kenya' })
      .filter({ hasText: 'Daily' })
      .getByRole('button', { name: 'Open' })
      .click();
    steps += 2;
    const panel = page.getByRole('region', { name: /_CIS41_DAILY_/ });
    await panel.getByText("The format's validator passes this file.").waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('link', { name: 'Download file' }).click(),
    ]);
    steps += 1;
    // The bytes the console handed out, read by the bureau format's own checker and reader.
    const content = readFileSync(await download.path(), 'utf8');
    const format = bureauFormat(bureauFacts('KE')?.format ?? '');
    expect(format.validate(content)).toEqual([]);
    const negative = format.read(content).filter((a) => a.listing === 'negative');
    expect(negative.map((a) => a.accountNumber).sort()).toEqual(late.map((l) => l.orderNo).sort());
    for (const { accountNumber } of negative) {
      const notice = late.find((l) => l.orderNo === accountNumber);
      const row = panel
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: accountNumber, exact: true }) });
      await row.getByRole('cell', { name: notice?.sent, exact: true }).waitFor();
      await row
        .getByRole('cell', { name: `Delivered ${notice?.delivered}`, exact: true })
        .waitFor();
    }
    const audited = await ctx.server.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'bureau.download'));
    expect(audited.map((a) => a.detail)).toEqual([{ name: download.suggestedFilename() }]);
    await look(page, 'console-day-12-compliance-file');

    await toKiswahili(page);
    steps += 1;
    await panel.getByText('Kikaguzi cha muundo kimekubali faili hili.').waitFor();
    await panel
      .getByRole('cell', { name: `Imefika ${late[0]?.delivered}` })
      .first()
      .waitFor();
    // The words change in place; the photograph is of the file's rows, below the list of days.
    await panel.scrollIntoViewIfNeeded();
    await look(page, 'console-day-13-compliance-file-sw');
    console.log(
      `compliance: the Kenyan file downloaded, each negative row's notice — ${steps} steps`,
    );
    await page.context().close();
  });
});
