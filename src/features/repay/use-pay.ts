/** Opens a cashier payment on a channel (repaymentConfirm) and keeps its answer. */
import { useState } from 'react';
import { call } from '../../lib/api/call';
import { isReported } from '../../lib/api/errors';
import { useErrorText } from '../../lib/use-error-text';
import type { RepaymentConfirmResponse } from '../../shared/contract/types.gen';
import type { CashierParams } from './cashier-params';

export function usePay(params: CashierParams) {
  const errorText = useErrorText();
  const [payment, setPayment] = useState<RepaymentConfirmResponse | null>(null);
  const [error, setError] = useState('');

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
        { ...params, channelId },
        { onRetry: () => void pay(channelId) },
      );
      setPayment(answer);
      return answer;
    } catch (err) {
      if (!isReported(err)) setError(errorText(err));
      return null;
    }
  }

  return { pay, payment, error, reset: () => setPayment(null) };
}
