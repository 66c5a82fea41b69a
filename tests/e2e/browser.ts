/** Debian Chromium through playwright-core, as a borrower's phone: 360×740, touch, mobile UA. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PHONE = { width: 360, height: 740 };
/** The longest a photograph waits for the screen's animations (a sheet rising) to end. */
const ANIMATION_SETTLE_MS = 3_000;

/** Chromium's flags for tests and the bench: headless, no GPU, none of a desktop's background work. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // The omnibox's popup, a page of web components in a renderer of its own: a headless browser
  // never shows it, and it took more CPU than the pages under test (decision 0029).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    // playwright-core ignores --headless in args; the option is what counts.
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** A fresh phone-sized browser profile (its own storage), optionally in another language. */
export async function newPhone(browser: Browser, locale = 'en-US'): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
  });
  // Everything the Content-Security-Policy blocked, for snapChecked() to report.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return context;
}

/** What the page's Content-Security-Policy refused so far (scripts, styles, images, calls). */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
  );
}

/**
 * Saves a screenshot under tests/e2e/screenshots (ignored by git) for a person to look at, and
 * checks that no text on it is cut off: every photographed screen, in each language photographed.
 */
export async function snap(page: Page, name: string): Promise<string> {
  const dir = 'tests/e2e/screenshots';
  mkdirSync(dir, { recursive: true });
  const path = `${dir}/${name}.png`;
  // What the borrower sees once it has settled: a sheet still rising would be photographed half in.
  // A page the browser holds in the background runs no animation frames, so its animations never
  // end by themselves: after a short wait they are taken to their end, never waited for unbounded.
  await page.evaluate(async (settleMs) => {
    const running = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    const settled = Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    await Promise.race([settled, new Promise((r) => setTimeout(r, settleMs))]);
    for (const a of running) if (a.playState !== 'finished') a.finish();
  }, ANIMATION_SETTLE_MS);
  await page.screenshot({ path });
  expect(await clippedTexts(page), `text cut off on ${name}`).toEqual([]);
  return path;
}

/**
 * Texts the page cuts off: an element that keeps its text on one line and hides what does not
 * fit (a button's label, a badge, a title with an ellipsis) but is narrower than its text. What a
 * borrower reads as "HAIJAKA…" or "Pakia uthibitisho wa mal".
 */
export function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        const style = getComputedStyle(el);
        if (style.whiteSpace !== 'nowrap' && style.textOverflow !== 'ellipsis') return false;
        if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') return false;
        const box = el.getBoundingClientRect();
        // Screen-reader-only text is clipped to a pixel on purpose.
        if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') return false;
        return (el.textContent ?? '').trim() !== '' && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => (el.textContent ?? '').trim().slice(0, 60)),
  );
}

let axeScript: string | undefined;
const axeSource = () =>
  (axeScript ??= readFileSync(
    createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
    'utf8',
  ));

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * The accessibility problems axe-core finds on the page as it is now, at impact serious or
 * critical (missing names, contrast below WCAG AA, broken ARIA): what a screen reader user or a
 * borrower in bright sunlight would meet.
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  // Half a megabyte of script: added once per document, not at each check of its screens.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: {
              id: string;
              impact: string | null;
              help: string;
              nodes: {
                target: string[];
                html: string;
                any: { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } }[];
              }[];
            }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.map(
          (n) =>
            `${n.html.slice(0, 90)} ${n.any[0]?.data?.fgColor ?? ''} on ${n.any[0]?.data?.bgColor ?? ''} = ${n.any[0]?.data?.contrastRatio ?? ''}`,
        ),
      }));
  });
}

/** A screenshot for a person to look at, and axe's check of the same screen for everyone else. */
export async function snapChecked(page: Page, name: string): Promise<void> {
  await snap(page, name);
  expect(await cspViolations(page), `content security policy on ${name}`).toEqual([]);
  expect(await axeFindings(page), `accessibility of ${name}`).toEqual([]);
}
