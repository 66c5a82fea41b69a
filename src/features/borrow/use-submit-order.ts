/**
 * Sends the kept submit (pending-submit) once when finish_loading opens, and again — the very same
 * request — on Retry. A success forgets it and reports the order's new status.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../lib/api/call';
import { ApiError, NetworkError, SessionEndedError } from '../../lib/api/errors';
import { clearPendingSubmit, readPendingSubmit } from './pending-submit';

/** Refusals of what was confirmed (a changed quote, another name, a spent coupon, an old consent). */
const RECONFIRM: ReadonlySet<string> = new Set([
  'quoteStale',
  'quoteExpired',
  'signatureMismatch',
  'couponUsed',
  'couponExpired',
  'couponUnavailable',
  'amountOutOfRange',
  // A submit kept from before the consent text changed: the borrower reads and ticks it again.
  'bureauConsentRequired',
]);

export type SubmitState =
  | { phase: 'sending' }
  /** `reconfirm`: the quote or signature itself was refused, so re-sending cannot help. */
  | { phase: 'failed'; error: unknown; reconfirm?: boolean }
  | { phase: 'done'; status: number }
  | { phase: 'nothing' };

export function useSubmitOrder(): { state: SubmitState; retry: () => void } {
  const [state, setState] = useState<SubmitState>(() =>
    readPendingSubmit() ? { phase: 'sending' } : { phase: 'nothing' },
  );
  const started = useRef(false);

  const send = useCallback(async () => {
    const pending = readPendingSubmit();
    if (!pending) return setState({ phase: 'nothing' });
    setState({ phase: 'sending' });
    try {
      // The retry banner would re-send too; the page's own Retry button is the one way here.
      const { status } = await call('submit', pending.request, { onRetry: () => void send() });
      clearPendingSubmit();
      setState({ phase: 'done', status });
    } catch (err) {
      if (err instanceof SessionEndedError) return;
      if (err instanceof ApiError && RECONFIRM.has(err.key)) {
        clearPendingSubmit();
        return setState({ phase: 'failed', error: err, reconfirm: true });
      }
      setState({ phase: 'failed', error: err instanceof NetworkError ? 'submitFailed' : err });
    }
  }, []);

  useEffect(() => {
    // Once per mount, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void send();
  }, [send]);

  return { state, retry: () => void send() };
}
