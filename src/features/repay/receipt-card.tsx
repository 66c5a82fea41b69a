/** One payment's receipt: when, how much, how it was split, and what was left owing after it. */
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../lib/layout/detail-rows';
import { formatDate, formatMoney } from '../../shared/format';
import type { RepaymentReceiptResponse } from '../../shared/contract/types.gen';

type Receipt = RepaymentReceiptResponse;

/** The allocation lines, in the order money is applied; a line that took nothing is left out. */
const PARTS = ['penalty', 'fee', 'interest', 'principal', 'rolloverFee', 'credit'] as const;

export function ReceiptCard({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('repay');
  const money = (n: number) => `${receipt.currency} ${formatMoney(n)}`;
  const rows: [string, string][] = PARTS.filter((p) => receipt[p] > 0).map((p) => [
    t(`receipts.part.${p}`),
    money(receipt[p]),
  ]);
  rows.push([t('receipts.balanceAfter'), money(receipt.balanceAfter)]);
  rows.push([t('receipts.reference'), receipt.payOrderId]);
  if (receipt.providerTxnId) rows.push([t('receipts.providerTxnId'), receipt.providerTxnId]);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Text fw={700}>
          {t(`receipts.kind.${receipt.kind}`)}: {money(receipt.amount)}
        </Text>
        <Text size="sm" c="dimmed">
          {formatDate(receipt.paidAt)}
        </Text>
        <DetailRows rows={rows} />
      </Stack>
    </Paper>
  );
}
