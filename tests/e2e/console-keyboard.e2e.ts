/**
 * A collector's day from the keyboard alone, in Chromium: sign in, open the collections queue,
 * open an overdue loan, record a promise to pay, with every stop's focus drawn (:focus-visible
 * with an outline) so a member of staff without a mouse sees where they are.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { businessDateText } from '../../src/server/domain/business-date';
import { addStaff } from '../../src/server/features/ops-console/auth-service';
import { totp } from '../../src/server/features/ops-console/totp';
import { snap } from './browser';
import { anOverdueLoanToCall } from './console-day-seed';
import { setUpBrowserTest } from './server';

const ctx = setUpBrowserTest();
/** More stops than any page here has before what is looked for: a missing stop fails, not hangs. */
const MOST_TABS = 80;

/** The focused element's name as a person hears it, whether it shows its focus, and its row. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const input = el as HTMLInputElement;
    const label = el.getAttribute('aria-label') ?? input.labels?.[0]?.textContent ?? '';
    // The ring is the element's own, or its field's when the input sits inside one (a password).
    const ringed = [el, el.parentElement, el.parentElement?.parentElement].some((box) => {
      if (!box) return false;
      const style = getComputedStyle(box);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    });
    return {
      // A required field's label ends with its drawn asterisk, not part of its name.
      name: (label || el.textContent || '').replace(/\s*\*\s*$/, '').trim(),
      row: el.closest('tr')?.textContent ?? '',
      drawn: el.matches(':focus-visible') && ringed,
    };
  });
}

/** Presses Tab until the element named `name` (in the row holding `row`) has the focus. */
async function tabTo(page: Page, name: string | RegExp, row = ''): Promise<void> {
  const wanted = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  const seen: string[] = [];
  for (let i = 0; i < MOST_TABS; i++) {
    await page.keyboard.press('Tab');
    const at = await focused(page);
    seen.push(at?.name ?? '(page)');
    if (at && wanted(at.name) && at.row.includes(row)) {
      expect(at.drawn, `the focus on "${at.name}" is not drawn`).toBe(true);
      return;
    }
  }
  throw new Error(`no keyboard stop named ${String(name)} among: ${seen.join(' | ')}`);
}

describe('the console from the keyboard', () => {
  it('a collector signs in, opens an overdue loan and records a promise without a mouse', async () => {
    const { loan, day } = await anOverdueLoanToCall(ctx.server, {
      amount: 20_000,
      dueDaysAgo: 3,
      name: ['Amani', 'Kombo'],
    });

    const email = 'keys.collector@lender.test';
    const account = await addStaff(ctx.server, email, 'collections');
    const context = await ctx.browser.newContext({
      viewport: { width: 1366, height: 768 },
      locale: 'en-US',
    });
    const page = await context.newPage();
    await page.goto(`${ctx.server.url}/ops/`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();

    await tabTo(page, 'Email');
    await page.keyboard.type(email);
    await tabTo(page, 'Password');
    await page.keyboard.type(account.password);
    await tabTo(page, 'Authenticator code');
    await page.keyboard.type(totp(account.totpSecret, ctx.server.clock()));
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();

    await tabTo(page, 'Collections');
    await page.keyboard.press('Enter');
    await page.getByRole('table', { name: 'Collections queue' }).waitFor();
    await page.getByText('Amani Kombo').waitFor();
    await tabTo(page, 'Contacts', 'Amani Kombo');
    await snap(page, 'console-keyboard-1-queue');
    await page.keyboard.press('Enter');
    // The opened loan's panel takes the focus: the form is the next stops, not 50 rows away.
    const panel = page.getByRole('region', { name: `Loan ${loan.orderNo}: contacts and plans` });
    await panel.waitFor();
    expect(await panel.evaluate((el) => el === document.activeElement)).toBe(true);

    await tabTo(page, 'Outcome');
    // A closed select picks an option by its first letters typed, as a keyboard user does.
    await page.keyboard.type('Promised');
    expect(await page.getByLabel('Outcome').inputValue()).toBe('promised');
    await tabTo(page, 'Note');
    await page.keyboard.type('Pays on Friday from the shop');
    await tabTo(page, 'Amount promised');
    await page.keyboard.type('5000');
    await tabTo(page, 'Pay by');
    const payBy = businessDateText(day + 3);
    const [y, m, d] = payBy.split('-');
    // Typed as the console writes a day (dd/mm/yyyy), whatever the browser's locale (US here).
    await page.keyboard.type(`${d}/${m}/${y}`);
    expect(await page.getByLabel('Pay by').inputValue()).toBe(`${d}/${m}/${y}`);
    await tabTo(page, 'Record contact');
    await snap(page, 'console-keyboard-2-promise');
    await page.keyboard.press('Enter');
    await page.getByText('Contact recorded.').waitFor();
    await page
      .getByText(/Promised TZS 5,000 by/)
      .first()
      .waitFor();
    await page.screenshot({ path: '/tmp/shots/console/keyboard-promise.png' });
    await context.close();
  });
});
