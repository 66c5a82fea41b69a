/**
 * exhibition_period_detail (docs/product.md §4 rollover): the fee, the due date moved 7 days, and that it
 * does not reduce the debt. Only inside the native app ('To avoid misuse, please apply in the
 * APP'). The borrower pays the fee at the cashier, comes back here and taps to complete.
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Box, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { call } from '../../lib/api/call';
import { isReported } from '../../lib/api/errors';
import { useQuery } from '../../lib/api/use-query';
import { PageHeader } from '../../lib/layout/page-header';
import { isInApp } from '../../lib/native/bridge';
import { useErrorText } from '../../lib/use-error-text';
import { useStored } from '../../lib/use-stored';
import { formatDate, formatMoney } from '../../shared/format';
import { pathOf } from '../../shared/routes';
import { DetailRows } from '../../lib/layout/detail-rows';
import { LoadState } from '../../lib/layout/load-state';
import { useOrderNo } from './use-order-no';

const WAIT_POLL_MS = 5000;

export function RolloverPage() {
  const { t } = useTranslation(['repay', 'common', 'errors']);
  const navigate = useNavigate();
  const errorText = useErrorText();
  const order = useOrderNo();
  const [polling, setPolling] = useState(false);
  const ext = useQuery('getExtensionData', order.orderNo ? { orderNo: order.orderNo } : null, {
    refreshInterval: polling ? WAIT_POLL_MS : 0,
  });
  const [result, setResult] = useState<{ dueDate?: number; error?: string }>({});
  const d = ext.data;
  const inApp = isInApp();
  const country = useStored('country');
  const waiting = Boolean(d && !d.feePaid && d.payOrderId);
  // Until the fee is paid, look again now and then: the borrower may come back from the cashier
  // before the wallet's confirmation has arrived.
  useEffect(() => setPolling(Boolean(d && !d.feePaid)), [d]);

  function payFee() {
    if (!d) return;
    const search = new URLSearchParams({
      orderNo: d.orderNo,
      amount: String(d.extensionFee),
      purpose: 'extension',
    });
    navigate(`${pathOf('cashier')}?${search.toString()}`);
  }

  async function complete() {
    if (!d) return;
    if (!d.payOrderId) return setResult({ error: errorText('payOrderIdEmpty') });
    try {
      const { dueDate } = await call('confirmExtensionOrder', {
        orderNo: d.orderNo,
        payOrderId: d.payOrderId,
      });
      setResult({ dueDate });
    } catch (err) {
      if (!isReported(err)) setResult({ error: errorText(err) });
    }
  }

  return (
    <>
      <PageHeader title={t('common:routes.exhibitionPeriodDetail')} />
      <Box px="md" pb="xl">
        {order.orderNo === '' ? (
          <Alert color="gray">{t('errors:orderNoEmpty')}</Alert>
        ) : !d ? (
          <LoadState
            error={order.error ?? ext.error}
            onRetry={() => (order.error ? order.retry() : void ext.mutate())}
          />
        ) : result.dueDate ? (
          <Alert color="green" title={t('rollover.doneTitle')}>
            {t('rollover.done', { date: formatDate(result.dueDate) })}
          </Alert>
        ) : (
          <Stack gap="md">
            <Text>{t('rollover.intro', { days: d.days })}</Text>
            <DetailRows
              rows={[
                [t('rollover.fee'), formatMoney(d.extensionFee, country)],
                [t('rollover.dueDate'), formatDate(d.dueDate)],
                [t('rollover.newDueDate'), formatDate(d.newDueDate)],
                [t('rollover.amountDue'), formatMoney(d.amountDue, country)],
              ]}
            />
            <Alert color="yellow">{t('rollover.noReduction')}</Alert>
            {!inApp && <Alert color="red">{t('errors:applyInApp')}</Alert>}
            {result.error && (
              <Alert color="red" role="alert">
                {result.error}
              </Alert>
            )}
            {waiting && (
              <Text size="sm" c="dimmed">
                {t('rollover.waiting')}
              </Text>
            )}
            {d.feePaid && <Text size="sm">{t('rollover.paidNote')}</Text>}
            {d.feePaid ? (
              <Button size="md" onClick={() => void complete()} disabled={!inApp}>
                {t('rollover.complete')}
              </Button>
            ) : (
              <Button size="md" onClick={payFee} disabled={!inApp}>
                {t('rollover.payFee')}
              </Button>
            )}
          </Stack>
        )}
      </Box>
    </>
  );
}
