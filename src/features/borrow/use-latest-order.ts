/** The borrower's most recent order (one loan at a time), optionally polled while it moves on. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { queryKey, useQuery } from '../../lib/api/use-query';

export function useLatestOrder(pollMs = 0) {
  const query = useQuery(
    'loanOrderLatest',
    {},
    pollMs > 0 ? { refreshInterval: pollMs } : undefined,
  );
  return { ...query, order: query.data?.order };
}

/**
 * Re-reads the latest order before moving to the screen of its new status, so that screen does
 * not start from the status this one saw (and bounce back).
 */
export function useRefreshLatest(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(queryKey('loanOrderLatest', {})), [mutate]);
}
