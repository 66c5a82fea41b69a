/**
 * A screen that follows something by reading it again on a rhythm (an order on its way, a
 * payment waiting for the wallet) keeps following it when reads fail. SWR skips its timed reads
 * while the last one failed, so on its own a screen stopped for good after one lost read (the
 * approved screen still offered "Cancel" long after the payout). Here a failed read is asked
 * again after a wait that doubles with each failure, up to BACK_OFF_MAX_MS, and at once when the
 * connection comes back (connection.ts); the first answer restores the usual rhythm.
 */
import { useEffect, useRef } from 'react';
import { onConnectionBack } from './connection';

/** The longest wait between two reads of a followed key while they fail. */
export const BACK_OFF_MAX_MS = 30_000;

/** The wait before asking again after `failures` failed reads in a row (1: the first). */
export function backOffMs(intervalMs: number, failures: number): number {
  return Math.min(
    intervalMs * 2 ** Math.max(0, failures - 1),
    Math.max(intervalMs, BACK_OFF_MAX_MS),
  );
}

/**
 * Asks `key` again (through `ask`) while its read has failed and the screen follows it every
 * `intervalMs` (0: it does not follow, nothing to do).
 */
export function useFollowThroughFailures<K>(
  key: string | null,
  error: unknown,
  intervalMs: number,
  ask: (key: K) => unknown,
): void {
  const failures = useRef(0);
  useEffect(() => {
    if (error === undefined) failures.current = 0;
  }, [error]);
  useEffect(() => {
    if (key === null || error === undefined || intervalMs <= 0) return;
    failures.current += 1;
    const shown = JSON.parse(key) as K;
    const again = () => void ask(shown);
    const timer = setTimeout(again, backOffMs(intervalMs, failures.current));
    const stop = onConnectionBack(again);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [key, error, intervalMs, ask]);
}
