/** Runs work when the phone is idle (requestIdleCallback, or a short timer where it is missing). */

const FALLBACK_MS = 200;

/** Schedules `run` for an idle moment; returns a cancel function. */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(run, FALLBACK_MS);
  return () => clearTimeout(timer);
}

/**
 * Runs `run` in a task of its own, queued behind the current one. For work that may start a few
 * milliseconds later (a preload appends a `<link>` per chunk, a few milliseconds each on a slow
 * phone): the task evaluating a module stays short, and a tap is not held behind both.
 */
export function inOwnTask(run: () => void): void {
  setTimeout(run, 0);
}
