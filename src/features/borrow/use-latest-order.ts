/** The borrower's most recent order (one loan at a time), optionally polled while it moves on. */
import { useQuery } from '../../app/api/use-query';

export function useLatestOrder(pollMs = 0) {
  const query = useQuery('loanOrderLatest', {}, pollMs > 0 ? { refreshInterval: pollMs } : undefined);
  return { ...query, order: query.data?.order };
}
