/** What the money e2e reads off the borrower's screens, as a borrower would read it. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { businessDateText } from '../../src/server/domain/business-date';
import { snap, snapChecked } from './browser';
import { see } from './loan-phone';
import { parseShift } from '../../src/server/features/sandbox/clock';

/** What one day of a sandbox clock move may take: a step and a pass of the jobs, loaded. */
const MOVE_MS_PER_DAY = 2_000;

/**
 * How long a move of the sandbox clock by `days` may take: each day between has its pass of the
 * jobs (a second a day on a loaded two-core machine), besides the page's own 30 s.
 */
export const moveBudgetMs = (days: number) => 30_000 + days * MOVE_MS_PER_DAY;

/** The first amount in a text such as "TZS 64,039", "− TZS 449" or "You repay TZS 64,039 by …". */
export const shillings = (text: string | null) =>
  Number((/\d[\d,]*/.exec(text ?? '')?.[0] ?? 'NaN').replace(/,/g, ''));

/** The value beside a label in a money summary (DetailRows: two paragraphs in one row). */
export async function row(page: Page, label: string): Promise<number> {
  const value = page
    .locator(`xpath=//p[normalize-space()="${label}"]/following-sibling::p[1]`)
    .first();
  await expect.poll(() => value.count()).toBe(1);
  return shillings(await value.textContent());
}

/** The text of the first element matching `pattern`, once it is on the screen. */
export async function textOf(page: Page, pattern: RegExp): Promise<string> {
  await see(page, pattern);
  return (await page.getByText(pattern).first().textContent()) ?? '';
}

/**
 * Reloads until `text` shows: what the server knows changes with its clock and its jobs, and the
 * screen learns it the way a borrower would, by opening it again.
 */
export async function seeAfterReload(page: Page, text: string | RegExp, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    await page.reload();
    try {
      await page.getByText(text).first().waitFor({ timeout: 3_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

/** The amounts an owing loan shows (lib/owed-lines.tsx), each a sentence, in screen order. */
export async function owedLines(page: Page): Promise<string[]> {
  const lines = page.getByTestId('owed-lines').first().locator('p');
  await expect.poll(() => lines.count(), { timeout: 30_000 }).toBeGreaterThan(0);
  return (await lines.allTextContents()).map((t) => t.trim());
}

export const tzs = (n: number) => `TZS ${n.toLocaleString('en')}`;

/** A business day as the borrower reads it: 26/02/2027. */
export const shownDate = (day: number) => businessDateText(day).split('-').reverse().join('/');

/**
 * Home, Records, the record detail and Repayment details each name exactly `lines`: the two
 * amounts of the journal (or the one overdue amount), nothing else.
 */
export async function everyMoneyScreenSays(page: Page, url: string, lines: string[], shot: string) {
  const shows = (screen: string) =>
    expect
      .poll(() => owedLines(page), { timeout: 60_000 })
      .toEqual(lines)
      .catch((error: unknown) => failedOn(page, `money-${shot}-${screen}-failed`, error));
  await page.goto(`${url}/#/`);
  await shows('home');
  await snap(page, `money-${shot}-home-en`);
  await page.goto(`${url}/#/records`);
  await shows('records');
  await page
    .getByText(/^Order /)
    .first()
    .click();
  await shows('record');
  await snap(page, `money-${shot}-record-en`);
  await page.goto(`${url}/#/repay/repay_detail`);
  await shows('repay');
  await snap(page, `money-${shot}-repay-en`);
}

/** Photographs a screen that did not show what was awaited and fails with what it did show. */
export async function failedOn(page: Page, shot: string, error: unknown): Promise<never> {
  await snap(page, shot);
  const shown = (await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 600);
  // An assertion's own text leaves arrays out ("expected [ Array(1) ]"): name both sides.
  const sides =
    error instanceof Error && 'expected' in error
      ? ` (expected ${JSON.stringify(error.expected)}, got ${JSON.stringify((error as { actual?: unknown }).actual)})`
      : '';
  throw new Error(`${page.url()} shows "${shown}": ${String(error)}${sides}`);
}

/** Moves the server's time forward on the sandbox clock page, as a tester would.*/
export async function moveClock(page: Page, serverUrl: string, by: string): Promise<void> {
  const shift = parseShift(by);
  if (shift === undefined) throw new Error(`not a forward step: ${by}`);
  // The move answers once every day in between has had its pass of the jobs: a budget per day
  // moved, on a loaded two-core machine, besides the page's own 30 s.
  const timeout = moveBudgetMs(Math.ceil(shift / 86_400_000));
  const clock = await page.context().newPage();
  await clock.goto(`${serverUrl}/sandbox/clock`);
  await clock.getByRole('textbox', { name: 'Other:' }).fill(by);
  // The move's own answer, the redirect back to the page, is the condition: the click itself does
  // not wait for it (it would give up at its own 30 s while the days pass).
  const moved = clock.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/sandbox/clock',
    { timeout },
  );
  await clock.getByRole('button', { name: 'Move' }).click({ noWaitAfter: true });
  expect((await moved).status()).toBe(303);
  await clock.waitForURL((url) => url.pathname === '/sandbox/clock', { timeout });
  await clock.close();
  // The borrower's page in front again: in the background it would run no animation frames.
  await page.bringToFront();
}

/** The bureau notice on Home and on Records, photographed with the cut-off and axe checks. */
export async function seeBureauNotice(
  page: Page,
  url: string,
  amount: string,
  title: string,
  language: string,
): Promise<void> {
  for (const screen of ['home', 'records'] as const) {
    await page.goto(`${url}/#/${screen === 'home' ? '' : 'records'}`);
    const notice = page.locator('[data-bureau-notice="pre-listing"]');
    await notice.waitFor();
    const text = await notice.innerText();
    expect(text).toContain(title);
    expect(text).toContain(amount);
    expect(text).not.toMatch(/{{|}}/);
    await notice.scrollIntoViewIfNeeded();
    await snapChecked(page, `money-bureau-notice-${screen}-${language}`);
  }
}
