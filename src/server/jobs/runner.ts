/** Polls `runDueJobs` on an interval (JOB_POLL_MS); one pass at a time per process. */
import type { ServerDeps } from '../types';
import { runDueJobs } from './run';

/** Starts polling; the returned stop waits for a pass in flight, so the database closes after it. */
export function startJobRunner(deps: ServerDeps, intervalMs: number): () => Promise<void> {
  let current: Promise<void> | undefined;
  let stopped = false;
  const timer = setInterval(() => {
    if (current || stopped) return;
    current = runDueJobs(deps)
      .then(() => undefined)
      .catch((error: unknown) => deps.log.error({ err: error }, 'job pass failed'))
      .finally(() => {
        current = undefined;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}
