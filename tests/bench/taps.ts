/**
 * Taps on the personal form of the built app, as a cheap phone feels them: Chromium at 360×740
 * with 4× CPU throttling, signed in, each select, picker and radio tapped and the first key typed
 * in each text field, and for each the longest interaction Event Timing reports (input delay,
 * handlers and the next paint) with the handlers' own share. Prints figures; never fails on them.
 */
import type { Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import { CHROMIUM, launchBrowser, newPhone } from '../e2e/browser';
import type { SignedIn } from './page-load';

export interface TapFigure {
  control: string;
  kind: 'tap' | 'first key';
  ms: number;
  /** The page's own event handlers in that interaction (the rest: input delay, the next paint). */
  handlersMs: number;
  /** For a picker: from the touch to the first frame with its options risen into view. */
  shownMs?: number;
}

/**
 * Starts a watch, in the page, for a picker's sheet: from the next touch's timestamp to the first
 * animation frame whose options list has risen into the upper three quarters of the screen. Event
 * Timing ends at the tap's next paint, which may show nothing of the sheet yet.
 */
const WATCH_SHEET = `(() => {
  window.__sheetMs = -1;
  const first = new AbortController(); // the first of the tap's events starts the clock, once
  const start = (e) => {
    first.abort();
    const t0 = e.timeStamp;
    const look = () => {
      const list = document.querySelector('[role=listbox]');
      const box = list && list.getBoundingClientRect();
      if (list && list.querySelector('[role=option]') && box.top < innerHeight * 0.75) {
        window.__sheetMs = performance.now() - t0;
        return;
      }
      if (performance.now() - t0 < 5000) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  };
  for (const type of ['touchstart', 'pointerdown', 'mousedown', 'click'])
    document.addEventListener(type, start, { capture: true, signal: first.signal });
})()`;

declare global {
  interface Window {
    __tapWorst: number;
    __tapHandlers: number;
  }
}

/** The longest interaction while `act` runs and the page then settles, and its handlers' time. */
async function worstDuring(
  page: Page,
  act: () => Promise<void>,
): Promise<{ ms: number; handlersMs: number }> {
  await page.evaluate(() => {
    window.__tapWorst = 0;
    window.__tapHandlers = 0;
  });
  await act();
  await page.waitForTimeout(600);
  return page.evaluate(() => ({ ms: window.__tapWorst, handlersMs: window.__tapHandlers }));
}

async function labelOf(page: Page, index: number, selector: string): Promise<string> {
  return page.evaluate(
    ([i, sel]) => {
      const el = document.querySelectorAll<HTMLElement>(sel)[i as number];
      if (!el) return '?';
      const byFor = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
      return (
        el.getAttribute('aria-label') ??
        byFor ??
        el.closest('fieldset')?.querySelector('legend')?.textContent ??
        el.getAttribute('name') ??
        el.tagName.toLowerCase()
      ).trim();
    },
    [index, selector] as const,
  );
}

export async function measureTaps(
  baseUrl: string,
  signedIn: SignedIn,
): Promise<TapFigure[] | null> {
  if (!existsSync(CHROMIUM)) return null;
  const browser = await launchBrowser();
  try {
    const context = await newPhone(browser);
    await context.addInitScript((s) => {
      localStorage.setItem('token', JSON.stringify({ Authorization: s.token }));
      localStorage.setItem('userInfo', JSON.stringify({ userId: s.userId }));
      window.__tapWorst = 0;
      window.__tapHandlers = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEventTiming & {
          interactionId?: number;
        })[]) {
          if (!e.interactionId) continue;
          window.__tapWorst = Math.max(window.__tapWorst, e.duration);
          window.__tapHandlers = Math.max(
            window.__tapHandlers,
            e.processingEnd - e.processingStart,
          );
        }
      }).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: true,
      } as PerformanceObserverInit);
    }, signedIn);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${baseUrl}/#/auth/personal_infomation`);
    await page.getByRole('textbox', { name: /first name/i }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500); // let the form's own start-up work finish first
    const figures: TapFigure[] = [];
    const taps: [string, string][] = [
      ['select', 'select'],
      ['picker', 'input[readonly], button[aria-haspopup]'],
      ['radio', 'input[type="radio"]'],
    ];
    for (const [name, selector] of taps) {
      const count = await page.locator(selector).count();
      for (let i = 0; i < count; i++) {
        const target = page.locator(selector).nth(i);
        if (!(await target.isVisible().catch(() => false)) && name !== 'radio') continue;
        const label = await labelOf(page, i, selector);
        try {
          let shownMs: number | undefined;
          const worst = await worstDuring(page, async () => {
            // A radio's input sits under its styled circle: the tap goes through to it.
            if (name === 'radio') await target.check({ force: true, timeout: 10_000 });
            else {
              if (name === 'picker') await page.evaluate(WATCH_SHEET);
              await target.tap({ force: true, timeout: 10_000 });
              if (name === 'picker') {
                // Polled from outside: the page's CSP forbids the string eval waitForFunction uses.
                let ms = -1;
                for (let waited = 0; ms < 0 && waited < 5_000; waited += 100) {
                  await page.waitForTimeout(100);
                  ms = Number(await page.evaluate('window.__sheetMs'));
                }
                shownMs = ms >= 0 ? ms : undefined;
              }
            }
            await page.keyboard.press('Escape').catch(() => undefined);
          });
          figures.push({ control: `${name}: ${label}`, kind: 'tap', ...worst, shownMs });
        } catch (error) {
          console.log(`  ${name} ${label}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
    const fields = page.locator('input[type="text"]:not([readonly]), input:not([type]), textarea');
    const count = await fields.count();
    for (let i = 0; i < count; i++) {
      const field = fields.nth(i);
      if (!(await field.isVisible().catch(() => false))) continue;
      const label =
        (await field.getAttribute('aria-label')) ??
        (await field.evaluate((el) =>
          el.id ? (document.querySelector(`label[for="${el.id}"]`)?.textContent ?? '') : '',
        )) ??
        `field ${i}`;
      try {
        await field.tap({ force: true, timeout: 10_000 });
        const worst = await worstDuring(page, () => page.keyboard.type('a'));
        figures.push({ control: label.trim() || `field ${i}`, kind: 'first key', ...worst });
      } catch (error) {
        console.log(`  field ${label}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    await context.close();
    return figures;
  } finally {
    await browser.close();
  }
}
