/**
 * Every tap of the personal form, as a cheap phone feels it: the built app in Chromium at 360×740
 * with 4× CPU throttling, signed in, walked the way a borrower fills it in. Each action is a touch
 * (Input.dispatchTouchEvent at the control's centre, on whatever is on top there, as a finger) or
 * a key, timed tap-to-next-paint by Event Timing (tap-timing.ts): the tap that focuses each text
 * field and textarea and its first key, each radio, and each picker's opening and the choice of an
 * option in its sheet. Fields the choices reveal are walked too. Prints figures; never fails on them.
 */
import type { Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import { SCROLL_DELAY_MS } from '../../widgets/use-focus-scroll';
import { CHROMIUM, launchBrowser, newPhone } from '../e2e/browser';
import type { SignedIn } from './page-load';
import { observeInteractions, percentile, timeAction, type ActionTiming } from './tap-timing';

export interface TapFigure extends ActionTiming {
  action: string;
  /** For a picker's opening: from the touch to the first frame with its options risen into view. */
  shownMs?: number;
}

/** The form's controls a borrower touches, in the page's order. */
const CONTROLS = [
  'input:not([type=radio]):not([type=checkbox]):not([type=hidden]):not([readonly])',
  'textarea',
  'input[type=radio]',
  'button[aria-haspopup=listbox]',
].join(', ');

interface Control {
  index: number;
  key: string;
  kind: 'field' | 'radio' | 'picker';
  label: string;
  numeric: boolean;
}

/** The visible controls with a stable key each (the birthday's three pickers share an id). */
function listControls(selector: string): Control[] {
  return [...document.querySelectorAll<HTMLElement>(selector)].flatMap((el, index) => {
    const radio = el instanceof HTMLInputElement && el.type === 'radio';
    if (!radio && el.offsetParent === null) return [];
    const byFor = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
    const label = (el.getAttribute('aria-label') ?? byFor ?? el.getAttribute('name') ?? el.id)
      .replace(/\s*\*\s*$/, '')
      .trim();
    const kind = radio ? 'radio' : el.getAttribute('aria-haspopup') ? 'picker' : 'field';
    const mode = el.getAttribute('inputmode') ?? '';
    const numeric = /numeric|tel|decimal/.test(mode) || (el as HTMLInputElement).type === 'tel';
    // A picker's name grows its choice ("Date of birth: Day, 02"): its key is the name before it.
    const key = `${kind}:${el.id}:${kind === 'picker' ? label.split(',')[0] : label}`;
    return [{ index, key, kind, label, numeric }];
  });
}

/**
 * Starts a watch, in the page, for a picker's sheet: from the next touch's timestamp to the first
 * animation frame whose options list has risen into the upper three quarters of the screen. Event
 * Timing ends at the tap's next paint, which may show nothing of the sheet yet.
 */
function watchSheet(): void {
  const w = window as unknown as { __sheetMs: number };
  w.__sheetMs = -1;
  document.addEventListener(
    'touchstart',
    (e) => {
      const t0 = e.timeStamp;
      const look = () => {
        const list = document.querySelector('[role=listbox]');
        const box = list?.getBoundingClientRect();
        if (list?.querySelector('[role=option]') && box && box.top < innerHeight * 0.75) {
          w.__sheetMs = performance.now() - t0;
          return;
        }
        if (performance.now() - t0 < 5000) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    },
    { capture: true, once: true },
  );
}

/** Touches the centre of the element matched, brought into view first if it is not (untimed). */
async function centreOf(page: Page, selector: string, index: number): Promise<[number, number]> {
  return page.evaluate(
    ([sel, i]) => {
      const el = document.querySelectorAll<HTMLElement>(sel as string)[i as number]!;
      const box = el.getBoundingClientRect();
      if (box.top < 0 || box.bottom > innerHeight) el.scrollIntoView({ block: 'center' });
      const now = el.getBoundingClientRect();
      return [now.left + now.width / 2, now.top + now.height / 2] as [number, number];
    },
    [selector, index] as const,
  );
}

/**
 * Before each touch, the page settled as a borrower's pause leaves it: two animation frames (the
 * frame of a scroll the bench made to bring the control into view, and the next), then an idle
 * callback, so the touch's input delay is its own gesture's, not work still queued before it.
 */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(done, { timeout: 5000 })),
        ),
      ),
  );

/** Time a field's focus scroll waits for the keyboard, and a little: nothing is left running. */
const SETTLE_MS = SCROLL_DELAY_MS + 300;

async function walk(page: Page): Promise<TapFigure[]> {
  const figures: TapFigure[] = [];
  const done = new Set<string>();
  const touch = async (selector: string, index: number) => {
    const [x, y] = await centreOf(page, selector, index);
    await settled(page);
    await page.touchscreen.tap(x, y);
  };
  for (let step = 0; step < 200; step++) {
    const controls = await page.evaluate(listControls, CONTROLS);
    const c = controls.find((k) => !done.has(k.key));
    if (!c) break;
    done.add(c.key);
    const tap = () => touch(CONTROLS, c.index);
    if (c.kind === 'field') {
      figures.push({
        action: `focus ${c.label}`,
        ...(await timeAction(page, 'tap', tap, SETTLE_MS)),
      });
      const key = () => page.keyboard.type(c.numeric ? '7' : 'a');
      figures.push({
        action: `first key ${c.label}`,
        ...(await timeAction(page, 'key', key, 300)),
      });
    } else if (c.kind === 'radio') {
      figures.push({ action: `radio ${c.label}`, ...(await timeAction(page, 'tap', tap, 300)) });
    } else {
      await page.evaluate(watchSheet);
      const opened = await timeAction(page, 'tap', tap, 300);
      const shown = Number(await page.evaluate('window.__sheetMs'));
      figures.push({
        action: `open ${c.label}`,
        ...opened,
        shownMs: shown >= 0 ? shown : undefined,
      });
      const option = '[role=listbox] [role=option]';
      const options = await page.locator(option).count();
      if (options === 0) {
        await page.keyboard.press('Escape');
        continue;
      }
      const choose = () => touch(option, Math.min(1, options - 1));
      figures.push({
        action: `choose ${c.label}`,
        ...(await timeAction(page, 'tap', choose, 300)),
      });
    }
  }
  return figures;
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
    }, signedIn);
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${baseUrl}/#/auth/personal_infomation`);
    await page.getByRole('textbox', { name: /first name/i }).waitFor({ timeout: 60_000 });
    // The form's start-up work (its idle preloads and their downloads) is done before the first tap.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5000 })));
    const figures = await walk(page);
    await context.close();
    return figures;
  } finally {
    await browser.close();
  }
}

/** Prints each action and the summary beside the goal. */
export function printTaps(figures: readonly TapFigure[]): void {
  const ms = (n: number) => (n === 0 ? '<16' : n.toFixed(0)).padStart(5);
  for (const f of figures)
    console.log(
      `  ${f.action.slice(0, 44).padEnd(44)} ${ms(f.ms)} ms  (input delay ${f.inputDelayMs.toFixed(0).padStart(3)}, handlers ${f.handlersMs.toFixed(0).padStart(3)})` +
        (f.shownMs !== undefined ? `  sheet shown ${f.shownMs.toFixed(0)} ms` : ''),
    );
  const worst = figures.reduce<TapFigure | null>((m, f) => (m && m.ms >= f.ms ? m : f), null);
  const p90 = percentile(
    figures.map((f) => f.ms),
    90,
  );
  console.log(
    `  ${figures.length} actions: worst ${worst?.ms.toFixed(0) ?? '-'} ms (${worst?.action ?? '-'}), p90 ${p90.toFixed(0)} ms; goal every action ≤ 100 ms`,
  );
}
