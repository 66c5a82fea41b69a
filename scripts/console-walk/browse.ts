/**
 * One staff member's day in Chromium at 1366×768: signs in with the demo book's password and
 * authenticator code, opens every page its navigation offers (the links and the "More" menu), one
 * detail from each list, photographs each and reads back what the page shows; then switches the
 * console to Kiswahili and does it again. Every click or field filled counts as a step.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { demoPassword, demoTotpSecret, DEMO_DOMAIN } from '../../src/server/ops/demo-book/staff';
import { totp } from '../../src/server/features/ops-console/totp';
import { clippedTexts } from '../../tests/e2e/browser';
import type { PageView } from './scan';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'sw_KE', label: 'Kiswahili' },
] as const;
export type Language = (typeof LANGUAGES)[number];

export interface Visit {
  readonly language: Language['code'];
  /** The hash route photographed (`book`, `borrower/12`). */
  readonly page: string;
  readonly shot: string;
  readonly view: PageView;
  /** From the click to the page settled. */
  readonly ms: number;
}

export interface Day {
  readonly visits: Visit[];
  steps: number;
}

// A page's calls on a cold embedded database of a few thousand loans, on a busy machine; the
// time each page took is printed, so a slow one shows without failing the walk.
const SETTLE_MS = 120_000;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits until the console has no call in flight and shows no loader: the page as it settles. */
async function settled(page: Page, inFlight: ReadonlySet<Request>): Promise<void> {
  const until = Date.now() + SETTLE_MS;
  for (;;) {
    const quiet =
      inFlight.size === 0 &&
      (await page.evaluate(
        () =>
          new Promise<boolean>((done) =>
            // Two frames: a response that just arrived has been rendered.
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                done(document.querySelector('.mantine-Loader-root, [aria-busy="true"]') === null),
              ),
            ),
          ),
      ));
    if (quiet && inFlight.size === 0) return;
    // Polled: the responses arrive on this process's event loop, which the check must yield to.
    await new Promise((r) => setTimeout(r, 50));
    if (Date.now() > until)
      throw new Error(
        `${page.url()} still loading after ${SETTLE_MS} ms (in flight: ${[...inFlight].map((r) => r.url()).join(' ')})`,
      );
  }
}

/** What the page shows: its visible text, each table's headers and cells, what it cuts off. */
async function readView(page: Page): Promise<PageView> {
  const shown = await page.evaluate(() => ({
    text: document.body.innerText,
    tables: [...document.querySelectorAll('table')].map((table) => ({
      headers: [...table.querySelectorAll('thead th')].map((th) => (th as HTMLElement).innerText),
      rows: [...table.querySelectorAll('tbody tr')].map((tr) =>
        [...tr.querySelectorAll('td')].map((td) => td.innerText),
      ),
    })),
  }));
  return { ...shown, clipped: await clippedTexts(page) };
}

/**
 * The first link in the page (not its header) to each kind of detail (a borrower, a loan, a
 * thread) and, in a table with a status column, to each status shown: a declined application
 * and an overdue loan are different pages.
 */
function details(page: Page, statusHeaders: ReadonlySet<string>): Promise<string[]> {
  return page.evaluate(
    (statuses) => {
      const kinds = new Map<string, string>();
      for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href^="#/"]')) {
        const href = a.getAttribute('href') ?? '';
        const kind = /^#\/([\w-]+)\/.+/.exec(href)?.[1];
        if (!kind || a.closest('header')) continue;
        const row = a.closest('tr');
        const headers = [...(row?.closest('table')?.querySelectorAll('thead th') ?? [])];
        const at = headers.findIndex((th) =>
          statuses.includes((th as HTMLElement).innerText.trim().toLowerCase()),
        );
        const status = at < 0 ? '' : (row?.children[at] as HTMLElement | undefined)?.innerText;
        const key = `${kind} ${status ?? ''}`;
        if (!kinds.has(key)) kinds.set(key, href);
      }
      return [...new Set(kinds.values())];
    },
    [...statusHeaders],
  );
}

export async function walkRole(
  browser: Browser,
  url: string,
  role: string,
  photograph: (name: string, page: Page) => Promise<string>,
  /** The words of a row's button that opens the row in place, in every language. */
  openLabels: ReadonlySet<string>,
  /** The headers of status columns (lower case), in every language. */
  statusHeaders: ReadonlySet<string>,
): Promise<Day> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const pending = new Set<Request>();
  page.on('request', (r) => pending.add(r));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  const day: Day = { visits: [], steps: 0 };
  const step = () => day.steps++;
  const wait = () => settled(page, pending);
  const back = async () => {
    await page.goBack();
    step();
    await wait();
  };
  try {
    await page.goto(`${url}/ops/`);
    const email = `${role}@${DEMO_DOMAIN}`;
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(demoPassword(role));
    await page.locator('input[name="code"]').fill(totp(demoTotpSecret(email), Date.now()));
    await page.locator('form button[type="submit"]').click();
    day.steps += 4;
    await page.locator('header nav').waitFor({ timeout: SETTLE_MS });
    for (const language of LANGUAGES) {
      // The console opens in English; each further language is a click on its switch.
      if (language !== LANGUAGES[0]) {
        await page.locator('header').getByText(language.label, { exact: true }).click();
        step();
      }
      const visit = async (route: string, clicked: number) => {
        await wait();
        const ms = Date.now() - clicked;
        const name = `${role}-${language.code}-${route.replace(/[^\w-]+/g, '_')}`;
        const shot = await photograph(name, page);
        day.visits.push({
          language: language.code,
          page: route,
          shot,
          view: await readView(page),
          ms,
        });
      };
      const links = await page
        .locator('header nav > a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      const more = page.locator('header nav button');
      const inMore = (await more.count())
        ? await (async () => {
            await more.click();
            // The menu opens with an animation: its items are read once they are there.
            await page.locator('[role="menu"] a').first().waitFor({ timeout: SETTLE_MS });
            const hrefs = await page
              .locator('[role="menu"] a')
              .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
            await page.keyboard.press('Escape');
            return hrefs;
          })()
        : [];
      for (const href of [...links, ...inMore]) {
        const clicked = Date.now();
        if (links.includes(href)) await page.locator(`header nav > a[href="${href}"]`).click();
        else {
          await more.click();
          await page.locator(`[role="menu"] a[href="${href}"]`).click();
          step();
        }
        step();
        await visit(href.slice(2), clicked);
        const kinds = await details(page, statusHeaders);
        const opener = page
          .locator('tbody button')
          .filter({ hasText: new RegExp(`^(${[...openLabels].map(escape).join('|')})$`) })
          .first();
        const inPlace = openLabels.size > 0 && (await opener.count()) > 0;
        for (const [i, detail] of kinds.entries()) {
          // Back to the list for the next kind of detail, as a person would.
          if (i > 0) await back();
          const clickedAt = Date.now();
          await page.locator(`a[href="${detail}"]`).first().click();
          step();
          await visit(detail.slice(2), clickedAt);
        }
        if (inPlace) {
          // A list whose rows open in place (a bureau file): its first row opened.
          if (kinds.length > 0) await back();
          const opened = Date.now();
          await opener.click();
          step();
          await visit(`${href.slice(2)}/open`, opened);
        }
      }
    }
    return day;
  } finally {
    await context.close();
  }
}
