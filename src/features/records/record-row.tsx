/** One order in the records list: product, amount, date and its §4 status label. */
import '@mantine/core/styles/Badge.css';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoanOrderListMarketResponse } from '../../shared/contract/types.gen';
import { BureauNoticeAlert } from '../../lib/bureau-notice';
import { OwedLines } from '../../lib/owed-lines';
import { formatDate, formatPositive } from '../../shared/format';
import { ORDER_COLORS } from '../../lib/order-colors';
import { borrowerWording, inPhase } from '../../shared/orders';

export type OrderRow = LoanOrderListMarketResponse['list'][number];

export function RecordRow({ order, onOpen }: { order: OrderRow; onOpen: () => void }) {
  const { t } = useTranslation('records');
  const label = borrowerWording(order.status);
  const owing = inPhase(order.status, 'repaying');
  const amount = formatPositive(order.loanAmount);
  return (
    <UnstyledButton onClick={onOpen} style={{ display: 'block', width: '100%' }}>
      <Paper withBorder p="md" radius="md">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{amount ? `${order.currency} ${amount}` : t('row.noAmount')}</Text>
            {/* The status keeps its whole word; the amount's line wraps instead. */}
            <Badge color={ORDER_COLORS[label]} variant="light" style={{ flexShrink: 0 }}>
              {t(`status.${label}`)}
            </Badge>
          </Group>
          {owing && order.amountDue !== undefined ? (
            <OwedLines order={order} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('row.applied', { date: formatDate(order.createdAt) })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('row.orderNo', { orderNo: order.orderNo })}
          </Text>
          {order.bureauNotice && (
            <BureauNoticeAlert notice={order.bureauNotice} currency={order.currency} />
          )}
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
