/**
 * Apply on Home: with an order still in progress, go to its screen; otherwise open an order for
 * the first product offered (a new one after a finished, cancelled, rejected or failed order) and
 * go where its starting status says (spec §2 status → screen).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { call } from '../../lib/api/call';
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
      const { list } = await call('productListMarket', {});
      const product = list[0];
      if (!product) return setError(errorText('productUnavailable'));
      const input = { productId: product.productId };
      const opened = order
        ? await call('loanOrderApplyMarketAgain', input, { onRetry: () => void apply() })
        : await call('loanOrderApplyMarket', input, { onRetry: () => void apply() });
      // The next screen reads the latest order: let it see the new one, not the finished one.
      await mutate(queryKey('loanOrderLatest', {}));
      navigate(screenPath(opened.status) ?? '/');
    } catch (err) {
      if (!isReported(err)) setError(errorText(err));
    }
  }

  return { apply, error };
}
