/**
 * The form page's load as Lighthouse's simulation weighs it, but from CPU time: Chromium traces
 * the load unthrottled, each top-level task of the page's main thread counts its thread time × 4
 * (a Moto G class phone), and the blocking part of each (over 50 ms) after the first paint is
 * summed. Thread time is what a loaded machine stretches least; wall time, which Lighthouse uses,
 * follows the machine's load. Prints figures; never fails on them.
 *
 * Only the page is counted. Headless Chromium runs renderers of its own (the omnibox popup's web
 * UI, over a second of script) that can be busier than the page, so the page's renderer is the
 * one that asked the app for its files. And the wait for the form polls the DOM through a bare
 * `Runtime.evaluate`: a Playwright locator would first evaluate Playwright's injected script in the
 * page, a 120–160 ms task at 4× that no borrower runs; the locator checks the field after the trace.
 *
 * Nor is V8's collecting of source positions counted (`V8.CollectSourcePositions`, subtracted from
 * the task it runs in). V8 computes them lazily, when a stack trace needs line numbers. With DevTools
 * attached (Playwright here; Lighthouse attaches it too) every `Error` created captures such a
 * trace; react-dom creates three when its module is evaluated, and V8 then reparses a large
 * function: about 60 ms of thread time (250 ms at 4×) inside the evaluation of the app's modules.
 * Chromium without DevTools, as on a phone, does not (that evaluation: 14 ms of thread time).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { CHROMIUM, launchBrowser, newPhone } from '../e2e/browser';
import type { SignedIn } from './page-load';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string } };
}

export interface LoadTasks {
  /** Sum of (thread time × 4 − 50 ms) over tasks after the first paint. */
  blockingMs: number;
  /** The longest tasks after the first paint, thread time × 4. */
  longestMs: number[];
}

const SLOWDOWN = 4;

/** A top-level task of the page's main thread: its start and its thread time. */
interface Task {
  ts: number;
  threadMs: number;
}

/**
 * The top-level tasks of the page's renderer main thread (the busiest one that asked `baseUrl`
 * for files), less the source positions V8 collected in them, and its first contentful paint.
 */
function mainThreadTasks(events: TraceEvent[], baseUrl: string): { tasks: Task[]; fcp?: number } {
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // The page's renderer asks the app for its scripts; Chromium's own renderers never do.
  const pages = new Set(
    events
      .filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.startsWith(baseUrl))
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const count = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (mains.has(key) && pages.has(key)) count.set(key, (count.get(key) ?? 0) + 1);
  }
  const main = [...count].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) throw new Error('no renderer of the trace loaded the page');
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === main);
  const threadMs = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
  const tasks: (Task & { end: number })[] = [];
  for (const t of mine
    .filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts))
    if (t.ts >= (tasks.at(-1)?.end ?? 0))
      tasks.push({ ts: t.ts, end: t.ts + (t.dur ?? 0), threadMs: threadMs(t) });
  for (const c of mine.filter((e) => e.ph === 'X' && e.name === 'V8.CollectSourcePositions')) {
    const task = tasks.find((t) => t.ts <= c.ts && c.ts < t.end);
    if (task) task.threadMs -= threadMs(c);
  }
  return { tasks, fcp: mine.find((e) => e.name === 'firstContentfulPaint')?.ts };
}

/** Whether a text input labelled "first name" is in the page: the form has rendered its fields. */
const FIRST_NAME_SHOWN = `[...document.querySelectorAll('label')].some(
  (l) => /first name/i.test(l.textContent ?? '') && l.control instanceof HTMLInputElement)`;

/** Polls `expression` in the page every 100 ms until it is true, or throws after `timeoutMs`. */
async function fieldShown(cdp: CDPSession, expression: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    // A navigation between two polls destroys the context evaluated in: that poll counts as "not yet".
    const shown = await cdp
      .send('Runtime.evaluate', { expression, returnByValue: true })
      .then((r) => (r as { result: { value?: unknown } }).result.value === true)
      .catch(() => false);
    if (shown) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`the form did not show its first field within ${timeoutMs} ms`);
}

export async function measureLoadTasks(
  baseUrl: string,
  route: string,
  signedIn: SignedIn,
): Promise<LoadTasks | null> {
  if (!existsSync(CHROMIUM)) return null;
  const path = join(tmpdir(), `mkopo-trace-${process.pid}-${Date.now()}.json`);
  const browser = await launchBrowser();
  try {
    const context = await newPhone(browser);
    await context.addInitScript((s) => {
      localStorage.setItem('token', JSON.stringify({ Authorization: s.token }));
      localStorage.setItem('userInfo', JSON.stringify({ userId: s.userId }));
    }, signedIn);
    const page = await context.newPage();
    await browser.startTracing(page, {
      path,
      categories: ['toplevel', 'devtools.timeline', 'loading', 'disabled-by-default-v8.compile'],
    });
    const cdp = await context.newCDPSession(page);
    await page.goto(`${baseUrl}/#${route}`);
    await fieldShown(cdp, FIRST_NAME_SHOWN, 60_000);
    await page.waitForTimeout(2500); // the idle work after the first paint counts too
    await browser.stopTracing();
    await page.getByRole('textbox', { name: /first name/i }).waitFor({ timeout: 5_000 });
    const { tasks, fcp } = mainThreadTasks(
      (JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents,
      baseUrl,
    );
    const after = tasks
      .filter((t) => fcp === undefined || t.ts >= fcp)
      .map((t) => t.threadMs * SLOWDOWN);
    return {
      blockingMs: after.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
      longestMs: after.sort((a, b) => b - a).slice(0, 5),
    };
  } finally {
    await browser.close();
    rmSync(path, { force: true });
  }
}
