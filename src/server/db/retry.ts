/**
 * Serialization failures (40001) and deadlocks (40P01) are PostgreSQL telling one of two
 * transactions to try again: it was rolled back whole, so running it again is safe and is what
 * the database asks for. Every top-level `db.transaction` retries them a few times after a random
 * pause (parallel losers must not collide again in step) and never shows them as a 500; after the
 * last try the caller hears "request failed, please try again". Savepoints (`tx.transaction`) are
 * not retried: the outer transaction is what the database rolled back.
 */
import { ApiError } from '../api-error';

const RETRYABLE = new Set(['40001', '40P01']);

export const RETRY_LIMITS = { tries: 8, baseMs: 4, capMs: 250 } as const;

/** Whether an error (or its cause, as Drizzle wraps driver errors) asks for a retry. */
export function isRetryable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The pause before try `n` (1-based): full jitter under a doubling ceiling. */
export function backoffMs(n: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_LIMITS.capMs, RETRY_LIMITS.baseMs * 2 ** n);
  return Math.floor(random() * ceiling);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` until it succeeds or fails with something a retry cannot mend. */
export async function retrying<T>(
  attempt: () => Promise<T>,
  tries: number = RETRY_LIMITS.tries,
): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (n >= tries) throw new ApiError('submitFailed');
      await pause(backoffMs(n));
    }
  }
}

/** Makes every top-level transaction of `db` retry serialization failures and deadlocks. */
// Generic over the handle (no import of client.ts, which wraps its handles with this).
export function retryTransactions<
  T extends { transaction: (...args: never[]) => Promise<unknown> },
>(db: T): T {
  const original = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  const transaction = (...args: unknown[]) => retrying(() => original(...args));
  Object.defineProperty(db, 'transaction', { value: transaction, configurable: true });
  return db;
}
