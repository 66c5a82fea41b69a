/**
 * confirm_borrow: status 14 confirms and e-signs the loan, status 18 (approved) takes or cancels
 * the money. Any other status belongs to another screen, so the borrower is sent there.
 */
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box } from '@mantine/core';
import { PageHeader } from '../../lib/layout/page-header';
import { ORDER_STATUS, screenPath } from '../../shared/orders';
import { ApprovedPanel } from './approved-panel';
import { ConfirmForm } from './confirm-form';
import { LoadState } from '../../lib/layout/load-state';
import { useLatestOrder } from './use-latest-order';

export function ConfirmBorrowPage() {
  const { t } = useTranslation();
  const latest = useLatestOrder();
  const order = latest.order;
  // Redirect on a fresh answer only: a cached order from another screen may be out of date.
  const settled = latest.data !== undefined && !latest.isValidating;
  if (settled && !order) return <Navigate to="/" replace />;
  if (
    settled &&
    order &&
    order.status !== ORDER_STATUS.confirm &&
    order.status !== ORDER_STATUS.getMoney
  ) {
    return <Navigate to={screenPath(order.status) ?? '/'} replace />;
  }
  return (
    <>
      <PageHeader title={t('routes.confirmBorrow')} />
      <Box px="md" pb="xl">
        {!order ||
        (order.status !== ORDER_STATUS.confirm && order.status !== ORDER_STATUS.getMoney) ? (
          <LoadState error={latest.error} onRetry={() => void latest.mutate()} />
        ) : order.status === ORDER_STATUS.getMoney ? (
          <ApprovedPanel loan={order} />
        ) : (
          <ConfirmForm orderNo={order.orderNo} />
        )}
      </Box>
    </>
  );
}
