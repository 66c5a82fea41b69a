/**
 * Opens a cashier payment on a channel (repaymentConfirm) and keeps its answer. Each payment the
 * borrower starts carries one random idempotency key, sent again by every retry and double tap of
 * it, so the server opens one payment order however often the request arrives; another channel
 * or amount, or starting again after a timed-out order, is a new payment with a new key.
 */
import { useRef, useState } from 'react';
import { call } from '../../lib/api/call';
import { isReported } from '../../lib/api/errors';
import { useErrorText } from '../../lib/use-error-text';
import type { RepaymentConfirmResponse } from '../../shared/contract/types.gen';
import type { CashierParams } from './cashier-params';

function newKey(): string {
  const c = globalThis.crypto;
  if (c && 'randomUUID' in c) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-pay`;
}

export function usePay(params: CashierParams) {
  const errorText = useErrorText();
  const [payment, setPayment] = useState<RepaymentConfirmResponse | null>(null);
  const [error, setError] = useState('');
  const attempt = useRef<{ of: string; key: string } | null>(null);

  /** The key of this payment: the same while what is paid stays the same. */
  function keyFor(channelId: string): string {
    const of = JSON.stringify([params.orderNo, params.purpose, params.amount, channelId]);
    if (attempt.current?.of !== of) attempt.current = { of, key: newKey() };
    return attempt.current.key;
  }

  async function pay(channelId: string): Promise<RepaymentConfirmResponse | null> {
    setError('');
    const missing = !params.orderNo ? 'orderNoEmpty' : !channelId ? 'channelIdEmpty' : null;
    if (missing) {
      setError(errorText(missing));
      return null;
    }
    try {
      const answer = await call(
        'repaymentConfirm',
        { ...params, channelId, idempotencyKey: keyFor(channelId) },
        { onRetry: () => void pay(channelId) },
      );
      setPayment(answer);
      return answer;
    } catch (err) {
      if (!isReported(err)) setError(errorText(err));
      return null;
    }
  }

  function reset() {
    attempt.current = null;
    setPayment(null);
  }

  return { pay, payment, error, reset };
}
