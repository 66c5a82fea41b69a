/**
 * The order a repay screen is about: `?orderNo=` when a link names it (records), else the
 * borrower's latest order (one loan at a time). '' once known to be missing.
 */
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '../../lib/api/use-query';

export function useOrderNo(): { orderNo: string | undefined; error: unknown; retry: () => void } {
  const [params] = useSearchParams();
  const named = params.get('orderNo') ?? '';
  const latest = useQuery('loanOrderLatest', named ? null : {});
  if (named) return { orderNo: named, error: undefined, retry: () => {} };
  const orderNo = latest.data ? (latest.data.order?.orderNo ?? '') : undefined;
  return { orderNo, error: latest.error, retry: () => void latest.mutate() };
}
