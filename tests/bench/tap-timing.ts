/**
 * How the bench times one action on a page: Event Timing, as INP counts an interaction. Each
 * entry's duration runs from the hardware timestamp of the touch or key to the next paint after
 * its handlers (input delay + handlers + the style, layout and paint of that frame), rounded by
 * the browser to 8 ms. An action's figure is its longest entry: for a tap, of pointerdown,
 * pointerup and click (a focus and the frame it paints belong to them); for a key, of keydown,
 * keypress and keyup.
 */
import type { Page } from 'playwright-core';

export interface ActionTiming {
  /** Touch or key to the next paint, the action's longest interaction entry. */
  ms: number;
  /** That entry's wait before its handlers ran (the main thread busy with something else). */
  inputDelayMs: number;
  /** That entry's handlers (the page's own script); the rest is the frame the browser paints. */
  handlersMs: number;
}

interface Entry {
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  interactionId?: number;
}

declare global {
  interface Window {
    __benchEntries: Entry[];
  }
}

/** Installs the observer before the app's scripts run (a context init script). */
export function observeInteractions(): void {
  window.__benchEntries = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as Entry[])
      if (e.interactionId)
        window.__benchEntries.push({
          name: e.name,
          startTime: e.startTime,
          duration: e.duration,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** The longest wait for the page to go idle after an action (a busy machine stretches it). */
const IDLE_BOUND_MS = 5000;

/** The event that ends an action: its entry, if any, comes after the frame that follows it. */
const LAST_EVENT = { tap: 'click', key: 'keyup' } as const;

/** How many events of a type the page has dispatched (Event Timing counts every one). */
function dispatched(page: Page, type: string): Promise<number> {
  return page.evaluate((t) => performance.eventCounts.get(t) ?? 0, type);
}

/**
 * Runs `act` and times it. Polls (from outside: the page's CSP forbids the string eval of
 * waitForFunction) until the action's last event has been dispatched, waits in the page for the
 * frame after it and a task (where Event Timing delivers its entries), then for `settleMs` so that
 * work the action started (a focused field scrolled into view after the keyboard's delay) is not
 * counted as the next action's input delay. Entries under 16 ms are not reported by the browser:
 * such an action is given as 0 (under 16 ms).
 */
export async function timeAction(
  page: Page,
  kind: keyof typeof LAST_EVENT,
  act: () => Promise<void>,
  settleMs: number,
): Promise<ActionTiming> {
  const last = LAST_EVENT[kind];
  const before = await dispatched(page, last);
  const since = await page.evaluate(() => {
    window.__benchEntries = [];
    return performance.now();
  });
  await act();
  for (const until = Date.now() + 10_000; Date.now() < until; await page.waitForTimeout(20))
    if ((await dispatched(page, last)) > before) break;
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))),
      ),
  );
  await page.waitForTimeout(settleMs);
  // Then until the main thread is idle: what the action queued (a transition's render slices) is
  // its own cost, not the next action's input delay.
  await page.evaluate(
    (bound) => new Promise((done) => requestIdleCallback(done, { timeout: bound })),
    IDLE_BOUND_MS,
  );
  const entries = (await page.evaluate(() => window.__benchEntries)).filter(
    (e) => e.startTime >= since,
  );
  if (entries.length === 0) return { ms: 0, inputDelayMs: 0, handlersMs: 0 };
  const worst = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
  return {
    ms: worst.duration,
    inputDelayMs: worst.processingStart - worst.startTime,
    handlersMs: worst.processingEnd - worst.processingStart,
  };
}

/** The p-th percentile (0–100) of figures, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
