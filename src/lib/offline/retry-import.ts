/**
 * Loads a lazy chunk through a flaky connection (docs/product.md §8: a network failure must leave the borrower
 * able to retry in place): a failed import is tried again after short waits, re-adding any
 * stylesheet whose preload failed; when it still fails while the server answers, the chunk is gone
 * after a deploy and the page reloads once; otherwise it rejects with ChunkLoadError for the
 * offline boundary to show "You are offline / Retry".
 */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'chunk failed to load');
    this.name = 'ChunkLoadError';
  }
}

export interface RetryDeps {
  readonly wait: (ms: number) => Promise<void>;
  /** Runs before each new attempt (re-adds failed stylesheets). */
  readonly beforeRetry: () => Promise<void>;
  readonly serverReachable: () => Promise<boolean>;
  /** Reloads the page unless it already did so lately; returns whether it reloads. */
  readonly reloadOnce: () => boolean;
}

/** Waits between attempts: short, since each one costs the borrower little (the chunk is small). */
export const RETRY_DELAYS_MS: readonly number[] = [300, 1200];

export async function retryImport<T>(
  load: () => Promise<T>,
  deps: RetryDeps,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) {
      await deps.wait(delays[attempt - 1] ?? 0);
      await deps.beforeRetry().catch(() => undefined);
    }
    try {
      return await load();
    } catch (err) {
      lastError = err;
    }
  }
  if ((await deps.serverReachable()) && deps.reloadOnce()) {
    // The page is reloading onto the new build: never settle, so nothing paints in between.
    return new Promise<T>(() => {});
  }
  throw new ChunkLoadError(lastError);
}

/** Whether an error thrown while rendering is a lost connection (chunk or call), not a bug. */
export function isConnectionError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  return (
    err.name === 'ChunkLoadError' ||
    err.name === 'NetworkError' ||
    /dynamically imported module|Unable to preload CSS|Importing a module script failed|Failed to fetch/i.test(
      err.message,
    )
  );
}
