/** Polls `runDueJobs` on an interval (JOB_POLL_MS); one pass at a time per process. */
import { isConnectionLost } from '../db/commit-outcome';
import type { ServerDeps } from '../types';
import { releaseClaims, type JobRow } from './queue';
import { ClaimsHeld, runDueJobs } from './run';

/** Starts polling; the returned stop waits for a pass in flight, so the database closes after it. */
export function startJobRunner(deps: ServerDeps, intervalMs: number): () => Promise<void> {
  let current: Promise<void> | undefined;
  let stopped = false;
  // A database that is away fails every pass until it is back: said once, not every poll.
  let away = false;
  // Claims a pass lost with its connection: given back first when the database answers, so they
  // run again now rather than when their leases end.
  let held: readonly JobRow[] = [];
  const pass = async () => {
    if (held.length > 0) {
      await releaseClaims(deps.db, held, deps.clock());
      held = [];
    }
    await runDueJobs(deps);
  };
  const timer = setInterval(() => {
    if (current || stopped) return;
    current = pass()
      .then(() => {
        if (away) deps.log.info('job passes run again');
        away = false;
      })
      .catch((error: unknown) => {
        if (error instanceof ClaimsHeld) held = [...held, ...error.held];
        if (!isConnectionLost(error)) return deps.log.error({ err: error }, 'job pass failed');
        if (!away) deps.log.warn({ err: error }, 'job passes wait for the database');
        away = true;
      })
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
