/**
 * Apply on Home: with an order still in progress, go to its screen; otherwise open an order for
 * the first product offered (a new one after a finished, cancelled, rejected or failed order) and
 * go where its starting status says (docs/product.md §2 status → screen).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { openOrder } from '../../lib/api/open-order';
import { isReported } from '../../lib/api/errors';
import { queryKey } from '../../lib/api/use-query';
import { useErrorText } from '../../lib/use-error-text';
import { isTerminal, screenPath } from '../../shared/orders';
import type { LatestOrder } from './order-card';

export function useApply(order: LatestOrder | undefined) {
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [error, setError] = useState('');
  const { mutate } = useSWRConfig();

  async function apply(): Promise<void> {
    setError('');
    const open = order && !isTerminal(order.status) ? screenPath(order.status) : null;
    if (open) return navigate(open);
    try {
      const opened = await openOrder(order, () => void apply());
      if (!opened) return setError(errorText('productUnavailable'));
      // The next screen reads the latest order: let it see the new one, not the finished one.
      await mutate(queryKey('loanOrderLatest', {}));
      navigate(screenPath(opened.status) ?? '/');
    } catch (err) {
      if (!isReported(err)) setError(errorText(err));
    }
  }

  return { apply, error };
}
