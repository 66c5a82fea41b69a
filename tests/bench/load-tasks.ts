/**
 * The form page's load as Lighthouse's simulation weighs it, but from CPU time: Chromium traces
 * the load unthrottled, each top-level task of the page's main thread counts its thread time × 4
 * (a Moto G class phone), and the blocking part of each (over 50 ms) after the first paint is
 * summed. Thread time is what a loaded machine stretches least; wall time, which Lighthouse uses,
 * follows the machine's load. Prints figures; never fails on them.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  args?: { name?: string };
}

export interface LoadTasks {
  /** Sum of (thread time × 4 − 50 ms) over tasks after the first paint. */
  blockingMs: number;
  /** The longest tasks after the first paint, thread time × 4. */
  longestMs: number[];
}

const SLOWDOWN = 4;

/** The top-level tasks of the busiest renderer main thread, and its first contentful paint. */
function mainThreadTasks(events: TraceEvent[]): { tasks: TraceEvent[]; fcp?: number } {
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const count = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (mains.has(key)) count.set(key, (count.get(key) ?? 0) + 1);
  }
  const main = [...count].sort((a, b) => b[1] - a[1])[0]?.[0];
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === main);
  const tasks: TraceEvent[] = [];
  let end = 0;
  for (const t of mine
    .filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts))
    if (t.ts >= end) {
      tasks.push(t);
      end = t.ts + (t.dur ?? 0);
    }
  return { tasks, fcp: mine.find((e) => e.name === 'firstContentfulPaint')?.ts };
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
      categories: ['toplevel', 'devtools.timeline', 'loading'],
    });
    await page.goto(`${baseUrl}/#${route}`);
    await page.getByRole('textbox', { name: /first name/i }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2500); // the idle work after the first paint counts too
    await browser.stopTracing();
    const { tasks, fcp } = mainThreadTasks(
      (JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents,
    );
    const after = tasks
      .filter((t) => fcp === undefined || t.ts >= fcp)
      .map((t) => ((t.tdur ?? t.dur ?? 0) / 1000) * SLOWDOWN);
    return {
      blockingMs: after.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
      longestMs: after.sort((a, b) => b - a).slice(0, 5),
    };
  } finally {
    await browser.close();
    rmSync(path, { force: true });
  }
}
