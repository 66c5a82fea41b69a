/**
 * Serialization failures (40001) and deadlocks (40P01) are PostgreSQL telling one of two
 * transactions to try again: it was rolled back whole, so running it again is safe and is what
 * the database asks for. Every top-level `db.transaction` retries them a few times after a random
 * pause (parallel losers must not collide again in step) and never shows them as a 500; after the
 * last try the caller hears "request failed, please try again". Savepoints (`tx.transaction`) are
 * not retried: the outer transaction is what the database rolled back.
 *
 * The answer matches what the database did: a connection lost before COMMIT left nothing done
 * (retried like a deadlock); a failure once COMMIT was sent is settled by asking PostgreSQL what
 * became of the transaction (commit-outcome.ts): committed answers the result, aborted is retried,
 * and an outcome still unknown is an error of its own, never the "try again" that means nothing
 * was done. So "try again" (503) is only ever said of a request that booked nothing.
 */
import { ApiError } from '../api-error';
import { isConnectionLost, type CommitOutcome, type CommitStatus } from './commit-outcome';

const RETRYABLE = new Set(['40001', '40P01']);

export const RETRY_LIMITS = { tries: 8, baseMs: 4, capMs: 250 } as const;

/** A transaction the database is known to have rolled back whole: running it again is safe. */
export class RolledBack extends Error {
  constructor(cause: unknown) {
    super('transaction rolled back', { cause });
    this.name = 'RolledBack';
  }
}

/** Whether an error (or its cause, as Drizzle wraps driver errors) asks for a retry. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof RolledBack) return true;
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

/** How often, at most, the status of a transaction still committing is asked again. */
export const SETTLE_TRIES = 20;
/**
 * How long the status is asked for through an outage. A COMMIT cut by a restart is answered only
 * once PostgreSQL is back, and a restart takes seconds; the borrower waits that long rather than
 * hear "unknown" about a payment.
 */
export const OUTAGE_ASK_MS = 30_000;

/** A transaction whose COMMIT got no answer and whose outcome could not be learnt: never "retry". */
export class OutcomeUnknown extends Error {
  constructor(id: string, cause: unknown) {
    super(`transaction ${id}: outcome unknown after a failed commit`, { cause });
    this.name = 'OutcomeUnknown';
  }
}

/** The status of transaction `id` once it is no longer in progress (or after the last ask). */
async function settledStatus<Tx>(outcome: CommitOutcome<Tx>, id: string): Promise<CommitStatus> {
  const giveUpAt = Date.now() + OUTAGE_ASK_MS;
  for (let n = 1, asked = 0; ; n++) {
    let status: CommitStatus;
    try {
      status = await outcome.statusOf(id);
    } catch (error) {
      if (!isConnectionLost(error) || Date.now() >= giveUpAt) throw error;
      await pause(RETRY_LIMITS.capMs);
      continue;
    }
    if (status !== 'in progress' || ++asked >= SETTLE_TRIES) return status;
    await pause(backoffMs(n));
  }
}

/**
 * The outcome of a transaction that failed after its body finished (`id`: what it wrote under;
 * null: it wrote nothing): committed gives its result; aborted is a rollback, safe to run again;
 * unknown keeps the failure, which no caller may read as "nothing was done".
 */
async function afterFailedCommit<Tx, R>(
  outcome: CommitOutcome<Tx>,
  id: string | null,
  result: R,
  error: unknown,
): Promise<R> {
  if (id === null) throw isConnectionLost(error) ? new RolledBack(error) : error;
  // COMMIT answered by PostgreSQL with a refusal (a deferred check): nothing was booked, it says
  // why, and running again would be refused again.
  if (!isConnectionLost(error) && !isRetryable(error)) throw error;
  const status = await settledStatus(outcome, id).catch(() => null);
  if (status === 'committed') return result;
  if (status === 'aborted') throw new RolledBack(error);
  throw new OutcomeUnknown(id, error);
}

type Body = (tx: never) => Promise<unknown>;

/**
 * Makes every top-level transaction of `db` retry serialization failures and deadlocks, and, with
 * `outcome`, answer what the database did when the connection fails around COMMIT.
 */
// Generic over the handle (no import of client.ts, which wraps its handles with this).
export function retryTransactions<
  T extends { transaction: (...args: never[]) => Promise<unknown> },
>(db: T, outcome?: CommitOutcome<never>): T {
  const original = db.transaction.bind(db) as (body: Body, ...rest: unknown[]) => Promise<unknown>;
  const once = async (body: Body, rest: unknown[]) => {
    if (!outcome) return original(body, ...rest);
    let finished: { id: string | null; result: unknown } | undefined;
    try {
      return await original(
        async (tx: never) => {
          const result = await body(tx);
          finished = { id: await outcome.idOf(tx), result };
          return result;
        },
        ...rest,
      );
    } catch (error) {
      if (!finished) throw isConnectionLost(error) ? new RolledBack(error) : error;
      return afterFailedCommit(outcome, finished.id, finished.result, error);
    }
  };
  const transaction = (body: Body, ...rest: unknown[]) => retrying(() => once(body, rest));
  Object.defineProperty(db, 'transaction', { value: transaction, configurable: true });
  return db;
}
