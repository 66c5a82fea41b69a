/**
 * The borrower's most recent order (one loan at a time), asked again while it moves on by itself
 * (lib/follow-order.ts), or every `pollMs` when given (0: never).
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { queryKey } from '../../lib/api/use-query';
import { useFollowedOrder } from '../../lib/use-followed-order';

export function useLatestOrder(pollMs?: number) {
  const query = useFollowedOrder(pollMs);
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
