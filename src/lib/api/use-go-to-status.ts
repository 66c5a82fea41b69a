/**
 * After a step of the application, goes to the screen the order's new status names (the status
 * table's screenPath). The cached latest order is dropped first: the next screen would otherwise
 * start from the status Home saw and bounce the borrower back (after the wallet, a new borrower
 * was sent from confirm to personal info, or Home). With every step done and no order open, it
 * opens one first, so the last step always lands on confirm.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { LoanOrderLatestResponse } from '../../shared/contract/types.gen';
import { ORDER_STATUS, screenPath } from '../../shared/orders';
import { pathOf } from '../../shared/routes';
import { call } from './call';
import { openOrder } from './open-order';
import { queryKey } from './use-query';

export function useGoToStatus(): (status: number) => Promise<void> {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (status: number) => {
      const key = queryKey('loanOrderLatest', {});
      // Read afresh now (SWR would skip a read made within 2 s of Home's); if that fails, forget
      // the cached order so the next screen reads it itself.
      const fresh = call('loanOrderLatest', {}, { silent: true, quiet: true });
      const latest = await mutate<LoanOrderLatestResponse>(key, fresh, {
        revalidate: false,
      }).catch(() => mutate<LoanOrderLatestResponse>(key, undefined, { revalidate: false }));
      // Every step done and never an order (a new borrower who came by Log in, not Apply): open
      // one, so confirm is where they land, not Home's "Three easy steps".
      if (status === ORDER_STATUS.confirm && latest && !latest.order) {
        const opened = await openOrder(undefined).catch(() => null);
        if (opened) {
          await mutate(key);
          return navigate(screenPath(opened.status) ?? pathOf('home'));
        }
      }
      navigate(screenPath(status) ?? pathOf('home'));
    },
    [mutate, navigate],
  );
}
