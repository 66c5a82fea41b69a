/**
 * The live state of an opened cashier payment (issue: "I have paid" said nothing): asked again
 * every few seconds while the page is open, with the 30-minute validity counted down, so the
 * borrower sees pending, paid, failed or expired without leaving the page.
 */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { readsMayBeStale } from '../../lib/api/read-epoch';
import { useQuery } from '../../lib/api/use-query';
import { pathOf } from '../../shared/routes';
import { formatCountdown, useCountdown } from './use-countdown';

const POLL_MS = 5_000;

export function PaymentStatus(props: {
  orderNo: string;
  payOrderId: string;
  expiresAt: number;
  onRestart: () => void;
}) {
  const { t } = useTranslation(['repay', 'errors']);
  const left = useCountdown(props.expiresAt);
  const live = useQuery('repaymentStatus', {
    orderNo: props.orderNo,
    payOrderId: props.payOrderId,
  });
  const pending = !live.data || live.data.status === 'pending';
  const { mutate } = live;
  useEffect(() => {
    if (!pending) return;
    const id = setInterval(() => void mutate(), POLL_MS);
    return () => clearInterval(id);
  }, [pending, mutate]);
  // The clock on the phone may run out first: the server decides, but the page says so at once.
  const status = live.data?.status === 'pending' && left === 0 ? 'expired' : live.data?.status;
  useEffect(() => {
    // The money has moved: balances read before it are no longer what the books hold.
    if (status === 'paid') readsMayBeStale();
  }, [status]);
  const receipts = `${pathOf('receipts')}?orderNo=${encodeURIComponent(props.orderNo)}`;
  if (status === 'paid')
    return (
      <Alert color="green" role="status" title={t('cashier.status.paid')}>
        <Anchor component={Link} to={receipts}>
          {t('detail.receipts')}
        </Anchor>
      </Alert>
    );
  if (status === 'failed' || status === 'expired')
    return (
      <Stack gap="xs">
        <Alert color="red" role="alert">
          {status === 'failed' ? t('cashier.status.failed') : t('errors:orderTimedOut')}
        </Alert>
        <Button onClick={props.onRestart}>{t('cashier.restart')}</Button>
      </Stack>
    );
  return (
    <Text size="sm" role="status">
      {t('cashier.status.pending', { time: formatCountdown(left) })}
    </Text>
  );
}
