/**
 * The staff console in Chromium at 1280×800: a finance person signs in with password and TOTP,
 * finds a borrower by phone, approves their repayment proof (the allocation is shown) and finds the
 * approval in the audit log; finance writes a loan off from its page; customer service answers a borrower's feedback from the inbox and the
 * borrower's phone shows the red dot and the reply.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { disbursementEntry } from '../../src/server/domain/journal';
import { businessDay } from '../../src/server/domain/business-date';
import { feedbackFiles, loanOrders, staffAudit } from '../../src/server/db/schema';
import { saveImage } from '../../src/server/features/feedback/storage';
import { orderBalances, orderOwed } from '../../src/server/features/ledger/repo';
import { JPEG } from '../server/feedback/upload-helper';
import { aBorrower, anOrder } from '../support/factories';
import { snap } from './browser';
import { staffPage } from './console-page';
import { setUpBrowserTest } from './server';
import { openPhone, register, see } from './service-phone';
import { bookAlone } from '../support/book-alone';
import { formatMoney } from '../../src/shared/format';
import en from '../../src/ops/locales/en.json';
import sw from '../../src/ops/locales/sw_KE.json';

const ctx = setUpBrowserTest();

/** A borrower repaying a loan of `amount` (10,000 unless said) paid out today. */
async function seedBorrowerRepaying(mobile: string, orderNo: string, amount = 10_000) {
  const { db, clock } = ctx.server;
  const now = clock();
  const at = new Date(now);
  const user = await aBorrower(db, { mobile, country: 'TZ', createdAt: at });
  const order = await anOrder(db, user, {
    orderNo,
    status: 2,
    amount,
    days: 91,
    dueDay: businessDay(now, 'TZ') + 91,
    createdAt: at,
    updatedAt: at,
  });
  await bookAlone(
    db,
    order.id,
    `payout:${orderNo}`,
    disbursementEntry({ loanAmount: amount, fee: 500, feeTax: 90 }),
    now,
  );
  return { user, order };
}

/** A borrower repaying a 10,000 loan who uploaded a payment proof. */
async function seedBorrowerWithProof() {
  const { db, clock, config } = ctx.server;
  const now = clock();
  const { user, order } = await seedBorrowerRepaying('+255716000009', 'TZOPS0001');
  const storedName = await saveImage(config, user.id, JPEG, 'jpg');
  await db.insert(feedbackFiles).values({
    userId: user.id,
    kind: 'credential',
    storedName,
    mimeType: 'image/jpeg',
    size: JPEG.length,
    orderNo: order.orderNo,
    createdAt: new Date(now),
  });
  return order;
}

describe('operations console', () => {
  it('finance signs in with TOTP, finds the borrower, approves the proof and sees the audit row', async () => {
    const order = await seedBorrowerWithProof();
    const owedBefore = await orderOwed(ctx.server.db, order.id);
    const page = await staffPage(ctx, 'finance@lender.test', 'finance', 'ops-1-sign-in');
    const context = page.context();

    await page.getByLabel('Phone, name, national ID or order number').fill('0716000009');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('cell', { name: '+255716000009' }).first().waitFor();
    await snap(page, 'ops-2-found-by-phone');

    await page.getByRole('link', { name: 'Repayment proofs' }).click();
    await page
      .getByText(/left to review$/)
      .first()
      .waitFor();
    await page.getByLabel('Amount on the proof').fill('2000');
    await page.getByRole('button', { name: 'Approve' }).click();
    const notice = page.getByRole('status');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/^Booked MP\d+: .*TZS 2,000$/);
    await snap(page, 'ops-3-proof-approved');
    const owedAfter = await orderOwed(ctx.server.db, order.id);
    // The fee was taken at payout, no interest has accrued yet: all of it repays principal.
    expect(owedBefore.principal - owedAfter.principal).toBe(2_000);

    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('cell', { name: 'Proof approved' }).first().waitFor();
    await snap(page, 'ops-4-audit');

    // The proof was paid outside the rail: the day's reconciliation has nothing of it to match.
    await page.getByRole('link', { name: 'Payment disputes' }).click();
    const today = new Date(businessDay(ctx.server.clock(), 'TZ') * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await page.getByLabel('Business day').fill(today);
    await page.getByText(`${today}: 0 payment orders in the books`).waitFor();
    await snap(page, 'ops-4b-reconciliation');
    await context.close();
  });

  it('finance writes a loan off from its page; the books move what was owed to losses', async () => {
    // Within finance's write-off limit alone (TZS 5,000, decision 0048): 4,000 and its 500 fee.
    const { order } = await seedBorrowerRepaying('+255716000010', 'TZOPS0002', 4_000);
    const owed = await orderOwed(ctx.server.db, order.id);
    const page = await staffPage(ctx, 'finance2@lender.test', 'finance');
    await page.goto(`${ctx.server.url}/ops/#/order/TZOPS0002`);
    const writeOff = page.getByRole('button', { name: 'Write off' });
    await writeOff.waitFor();
    await page.getByText('Status: Repaying').waitFor();
    // No reason, no write-off.
    expect(await writeOff.isDisabled()).toBe(true);
    await page.getByLabel('Reason (kept with the entry)').fill('fraud: the ID was not theirs');
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await writeOff.click();
    const total = owed.principal + owed.interest + owed.penalty + owed.fee;
    await page.getByRole('status').filter({ hasText: 'Written off:' }).waitFor();
    expect(await page.getByRole('status').textContent()).toContain(
      `Written off: ${formatMoney(total, 'TZ')}`,
    );
    await page.getByText('Status: Finished').waitFor();
    await snap(page, 'ops-4c-written-off');
    expect(asked).toEqual([
      'Write off order TZOPS0002? Everything still owed becomes a loss and the loan closes.',
    ]);

    expect(await orderOwed(ctx.server.db, order.id)).toEqual({
      penalty: 0,
      fee: 0,
      interest: 0,
      principal: 0,
    });
    expect((await orderBalances(ctx.server.db, order.id)).get('expense:write-off')).toBe(total);
    const [closed] = await ctx.server.db
      .select()
      .from(loanOrders)
      .where(eq(loanOrders.orderNo, 'TZOPS0002'));
    expect(closed).toMatchObject({ status: 4, onTime: 0 });
    const audit = await ctx.server.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'writeoff.post'));
    expect(audit.map((r) => r.target)).toEqual(['order:TZOPS0002']);
    await page.context().close();
  });

  it('support answers feedback from the inbox; the borrower sees the red dot and the reply', async () => {
    const phone = await openPhone(ctx.browser);
    await register(phone.page, ctx.server);
    await phone.page.goto(`${ctx.server.url}/#/feedback/add_feedback`);
    await phone.page.getByRole('combobox', { name: /What is it about/ }).selectOption('7');
    await phone.page
      .getByRole('textbox', { name: /Describe the problem/ })
      .fill('The loan shows as paid out but nothing reached my M-Pesa.');
    await phone.page.getByRole('button', { name: 'Send feedback' }).click();
    await see(phone.page, 'Thank you, we received your feedback');

    const page = await staffPage(ctx, 'support@lender.test', 'support');
    await page.getByRole('link', { name: 'Feedback', exact: true }).click();
    await page.getByRole('cell', { name: 'Loan not received' }).first().waitFor();
    await snap(page, 'ops-5-feedback-inbox');
    await page
      .getByRole('row', { name: /nothing reached my M-Pesa/ })
      .getByRole('link')
      .click();
    await page.getByText('The loan shows as paid out but nothing reached my M-Pesa.').waitFor();
    await page
      .getByRole('textbox', { name: 'Reply to the borrower' })
      .fill('The wallet returned the payout; we sent it again this morning.');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('2');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText(/^Thread #\d+ updated$/).waitFor();
    await page.getByText('Being processed', { exact: true }).first().waitFor();
    await snap(page, 'ops-6-feedback-replied');

    await phone.page.goto(`${ctx.server.url}/#/me`);
    await expect.poll(() => phone.page.getByRole('img', { name: 'New reply' }).count()).toBe(1);
    await phone.page.getByRole('link', { name: /Customer service/ }).click();
    await phone.page.getByRole('link', { name: /My feedback/ }).click();
    await phone.page.getByRole('link', { name: /I did not receive my loan/ }).click();
    await see(phone.page, 'The wallet returned the payout; we sent it again this morning.');
    expect(phone.errors).toEqual([]);

    // Support may not read the audit log; the reply is in it all the same.
    const rows = await ctx.server.db.select().from(staffAudit);
    expect(rows.filter((r) => r.action === 'feedback.update')).toHaveLength(1);
    await page.context().close();
    await phone.page.context().close();
  });
});

/**
 * The console in Kiswahili in a browser whose own locale is US English: a verdict already on the
 * page (the audit chain's) is reworded when the member switches language, and a day field is
 * written dd/mm/yyyy as the console's language writes a day, not mm/dd/yyyy as the browser would
 * draw its own date input. Photographed in both languages.
 */
const opening = (text: string) => text.slice(0, text.indexOf(':'));

describe('the console in Kiswahili', () => {
  it('rewords the chain verdict on a switch and writes days dd/mm/yyyy', async () => {
    const page = await staffPage(ctx, 'kiswahili.admin@walk.test', 'admin');
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await page.getByRole('link', { name: en.nav.audit }).click();
    await page.getByRole('button', { name: en.audit.verify }).click();
    await page.getByText(opening(en.audit.verified), { exact: false }).waitFor();
    await snap(page, 'console-sw-1-verdict-en');

    await page.getByText('Kiswahili', { exact: true }).click();
    await page.getByText(opening(sw.audit.verified), { exact: false }).waitFor();
    expect(await page.getByText(opening(en.audit.verified), { exact: false }).count()).toBe(0);

    const from = page.getByRole('textbox', { name: sw.audit.filter.from });
    expect(await from.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    await from.fill('05/12/2026');
    expect(await from.inputValue()).toBe('05/12/2026');
    // The day goes to the server as the ISO day.
    const sent = page.waitForRequest((r) => r.url().includes('/ops/api/audit?'));
    await page.getByRole('button', { name: sw.book.filter }).click();
    expect(new URL((await sent).url()).searchParams.get('from')).toBe('2026-12-05');
    await snap(page, 'console-sw-2-verdict-and-day-sw');
    await page.context().close();
  });
});
