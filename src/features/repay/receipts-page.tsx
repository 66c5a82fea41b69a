/**
 * Receipts (issue: nothing showed how a payment was split): every payment of an order, oldest
 * first, with its allocation, the rollover fee as its own line and the balance after it; and the
 * overpayment credit, if any, with the borrower's choice of what to do with it.
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Box, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../../lib/api/use-query';
import { LoadState } from '../../lib/layout/load-state';
import { PageHeader } from '../../lib/layout/page-header';
import { PendingNotice } from '../../lib/pending-notice';
import { CreditPanel } from './credit-panel';
import { ReceiptCard } from './receipt-card';
import { useOrderNo } from './use-order-no';

export function ReceiptsPage() {
  const { t } = useTranslation(['repay', 'common', 'errors']);
  const order = useOrderNo();
  const orderNo = order.orderNo;
  const receipts = useQuery('repaymentReceipts', orderNo ? { orderNo } : null);
  const d = receipts.data;
  const currency = d?.list[0]?.currency ?? '';
  return (
    <>
      <PageHeader title={t('common:routes.receipts')} />
      <Box px="md" pb="xl">
        {orderNo === '' ? (
          <Alert color="gray">{t('errors:orderNoEmpty')}</Alert>
        ) : !d || !orderNo ? (
          <LoadState
            error={order.error ?? receipts.error}
            onRetry={() => (order.error ? order.retry() : void receipts.mutate())}
          />
        ) : (
          <Stack gap="md">
            <PendingNotice pending={d.pending} />
            <CreditPanel
              orderNo={orderNo}
              currency={currency}
              credit={d.credit}
              onChanged={() => void receipts.mutate()}
            />
            {d.list.length === 0 ? (
              <Text c="dimmed">{t('receipts.none')}</Text>
            ) : (
              [...d.list]
                .reverse()
                .map((r) => <ReceiptCard key={`${r.kind}:${r.payOrderId}`} receipt={r} />)
            )}
          </Stack>
        )}
      </Box>
    </>
  );
}
