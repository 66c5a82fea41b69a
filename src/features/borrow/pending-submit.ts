/**
 * The submit the borrower confirmed, kept in localStorage until the server accepts it, so the
 * retry button of finish_loading — even after a reload or a killed browser — re-sends the very
 * same request instead of asking again (docs/product.md §2 finish_loading). The attempt key is made once per
 * confirmation and kept across retries and reloads. The contract's submit declares no key field:
 * it is idempotent by orderNo (14 → 19 happens once), so the key is not sent; it is ready for the
 * day the contract declares one.
 */
import type { SubmitRequest } from '../../shared/contract/types.gen';

const KEY = 'mkopo.pendingSubmit';

export interface PendingSubmit {
  readonly request: SubmitRequest;
  readonly attemptKey: string;
}

function isPending(value: unknown): value is PendingSubmit {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as {
    request?: { orderNo?: unknown; quoteId?: unknown; amount?: unknown };
    attemptKey?: unknown;
  };
  return (
    typeof v.attemptKey === 'string' &&
    typeof v.request?.orderNo === 'string' &&
    // A submit kept by an older build has no quote id: the borrower confirms again.
    typeof v.request.quoteId === 'string' &&
    typeof v.request.amount === 'number'
  );
}

function newKey(): string {
  const c = globalThis.crypto;
  if (c && 'randomUUID' in c) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The stored submit, if any. */
export function readPendingSubmit(): PendingSubmit | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return isPending(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Stores the confirmed request. The same request again (a double tap, back and confirm again)
 * keeps its attempt key; a changed amount, term or coupon is a new attempt.
 */
export function savePendingSubmit(request: SubmitRequest): PendingSubmit {
  const previous = readPendingSubmit();
  const same = previous && JSON.stringify(previous.request) === JSON.stringify(request);
  const pending: PendingSubmit = { request, attemptKey: same ? previous.attemptKey : newKey() };
  try {
    localStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    /* storage full or off: the retry still works while the page lives */
  }
  return pending;
}

/** Forgets the submit once the server has accepted it. */
export function clearPendingSubmit(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* nothing stored */
  }
}
