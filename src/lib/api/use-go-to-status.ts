/**
 * After a step of the application, goes to the screen the order's new status names (the status
 * table's screenPath). The cached latest order is dropped first: the next screen would otherwise
 * start from the status Home saw and bounce the borrower back (after the wallet, a new borrower
 * was sent from confirm to personal info, or Home).
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { screenPath } from '../../shared/orders';
import { pathOf } from '../../shared/routes';
import { call } from './call';
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
      await mutate(key, fresh, { revalidate: false }).catch(() =>
        mutate(key, undefined, { revalidate: false }),
      );
      navigate(screenPath(status) ?? pathOf('home'));
    },
    [mutate, navigate],
  );
}
