/**
 * The already-borrowed detail (docs/product.md §2): one disbursed order as repaymentDetail gives it, with the
 * way on when it still needs something (repay, continue).
 */
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLeftToRight } from '../../lib/bidi';
import { Link } from 'react-router-dom';
import { useQuery } from '../../lib/api/use-query';
import { formatDate, formatMoney } from '../../shared/format';
import { borrowerWording, inPhase, isTerminal, screenPath } from '../../shared/orders';
import { OwedLines } from '../../lib/owed-lines';
import { pathOf } from '../../shared/routes';
import { ORDER_COLORS } from '../../lib/order-colors';
import { LoadState } from '../../lib/layout/load-state';
import { DetailRows } from '../../lib/layout/detail-rows';

export function RecordDetail({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('records');
  const ltr = useLeftToRight();
  const detail = useQuery('repaymentDetail', { orderNo });
  const d = detail.data;
  if (!d) return <LoadState error={detail.error} onRetry={() => void detail.mutate()} />;
  const label = borrowerWording(d.status);
  const money = (n: number) => `${d.currency} ${formatMoney(n)}`;
  const rows: [string, string][] = [
    [t('detail.loanAmount'), money(d.loanAmount)],
    [t('detail.received'), money(d.disbursalAmount)],
    // A loan whose fee carried no tax does not say "and tax".
    [t(d.feeTax > 0 ? 'detail.fee' : 'detail.feeUntaxed'), money(d.fee + d.feeTax)],
    [t('detail.interest'), money(d.interest)],
    [t('detail.penalty'), money(d.penalty - d.penaltyReduction)],
    [t('detail.repaid'), money(d.amountRepaid)],
    ...(d.credit ? [[t('detail.credit'), money(d.credit)] as [string, string]] : []),
    [t('detail.dueDate'), formatDate(d.dueDate)],
    [t('detail.days'), String(d.days)],
    [t('detail.wallet'), ltr(d.repaymentMobile)],
    [t('detail.orderNo'), d.orderNo],
  ];
  const path = screenPath(d.status);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={700} fz="lg">
          {d.productName}
        </Text>
        <Badge color={ORDER_COLORS[label]} variant="light">
          {t(`status.${label}`)}
        </Badge>
      </Group>
      {inPhase(d.status, 'repaying') && <OwedLines order={d} />}
      <DetailRows rows={rows} />
      {path && !isTerminal(d.status) && (
        <Button component={Link} to={`${path}?orderNo=${encodeURIComponent(d.orderNo)}`}>
          {t('detail.open')}
        </Button>
      )}
      <Button
        component={Link}
        variant="light"
        to={`${pathOf('receipts')}?orderNo=${encodeURIComponent(d.orderNo)}`}
      >
        {t('detail.receipts')}
      </Button>
      <Button
        component={Link}
        variant="subtle"
        to={`${pathOf('statement')}?orderNo=${encodeURIComponent(d.orderNo)}`}
      >
        {t('detail.statement')}
      </Button>
    </Stack>
  );
}
