/**
 * repay_detail (docs/product.md §2, statuses 2 and 3): what is due and by when, overdue days and penalty,
 * what was repaid; a payment plan offered or under way; an amount to pay now; the rollover (the
 * product's days) when offered.
 */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLeftToRight } from '../../lib/bidi';
import { Link } from 'react-router-dom';
import { useAnsweredSinceMount, useQuery } from '../../lib/api/use-query';
import { PageHeader } from '../../lib/layout/page-header';
import { formatDate, formatMoney } from '../../shared/format';
import { ORDER_STATUS } from '../../shared/orders';
import { pathOf } from '../../shared/routes';
import { DetailRows } from '../../lib/layout/detail-rows';
import { OwedLines } from '../../lib/owed-lines';
import { PendingNotice } from '../../lib/pending-notice';
import { LoadState } from '../../lib/layout/load-state';
import { PaymentPlanCard } from './payment-plan-card';
import { RepayForm } from './repay-form';
import { useOrderNo } from './use-order-no';

const REFRESH_MS = 15_000;

const receiptsPath = (orderNo: string) =>
  `${pathOf('receipts')}?orderNo=${encodeURIComponent(orderNo)}`;
const statementPath = (orderNo: string) =>
  `${pathOf('statement')}?orderNo=${encodeURIComponent(orderNo)}`;

export function RepayDetailPage() {
  const { t } = useTranslation(['repay', 'common', 'errors']);
  const ltr = useLeftToRight();
  const order = useOrderNo();
  // Payments settle asynchronously (wallet callbacks): the figures refresh while the page is open.
  const input = order.orderNo ? { orderNo: order.orderNo } : null;
  const detail = useQuery('repaymentDetail', input, { refreshInterval: REFRESH_MS });
  const current = useAnsweredSinceMount('repaymentDetail', input);
  const d = detail.data;
  const money = (n: number) => `${d?.currency ?? ''} ${formatMoney(n)}`;
  return (
    <>
      <PageHeader title={t('common:routes.repayDetail')} />
      <Box px="md" pb="xl">
        {order.orderNo === '' ? (
          <Alert color="gray">{t('errors:orderNoEmpty')}</Alert>
        ) : !d ? (
          <LoadState
            error={order.error ?? detail.error}
            onRetry={() => (order.error ? order.retry() : void detail.mutate())}
          />
        ) : d.status === ORDER_STATUS.finish ? (
          <Stack>
            <Alert color="green" title={t('detail.finishedTitle')}>
              {t('detail.finished')}
            </Alert>
            <Button component={Link} to="/">
              {t('detail.home')}
            </Button>
            <Anchor component={Link} to={receiptsPath(d.orderNo)} ta="center">
              {t('detail.receipts')}
            </Anchor>
            <Anchor component={Link} to={statementPath(d.orderNo)} ta="center">
              {t('statement.link')}
            </Anchor>
          </Stack>
        ) : (
          <Stack gap="md">
            <Paper
              p="md"
              radius="md"
              bg={
                d.overdueDays > 0
                  ? 'var(--mantine-color-red-light)'
                  : 'var(--mantine-color-blue-light)'
              }
            >
              <OwedLines order={d} lead />
              {d.overdueDays > 0 && (
                <Text size="sm">
                  {/* Since the first day late, as the line above says (not the due date). */}
                  {t('detail.overdue', {
                    count: d.overdueDays,
                    date: formatDate(d.overdueSince ?? d.dueDate),
                  })}
                </Text>
              )}
            </Paper>
            <PendingNotice pending={d.pending} currency={d.currency} />
            {d.paymentPlan && (
              <PaymentPlanCard
                orderNo={d.orderNo}
                plan={d.paymentPlan}
                onChanged={() => void detail.mutate()}
              />
            )}
            <DetailRows
              rows={[
                [t('detail.loanAmount'), money(d.loanAmount)],
                [t('detail.interest'), money(d.interest)],
                [t('detail.penalty'), money(d.penalty - d.penaltyReduction)],
                [t('detail.penaltyRate'), t('detail.perDay', { rate: d.penaltyRatePerDay })],
                [t('detail.repaid'), money(d.amountRepaid)],
                ...(d.credit ? [[t('credit.title'), money(d.credit)] as [string, string]] : []),
                [t('detail.dueDate'), formatDate(d.dueDate)],
                [t('detail.wallet'), ltr(d.repaymentMobile)],
              ]}
            />
            <Group gap="md">
              <Anchor component={Link} to={receiptsPath(d.orderNo)} size="sm">
                {t('detail.receipts')}
              </Anchor>
              <Anchor component={Link} to={statementPath(d.orderNo)} size="sm">
                {t('statement.link')}
              </Anchor>
            </Group>
            <RepayForm
              key={d.orderNo}
              orderNo={d.orderNo}
              pending={d.pending}
              amountDue={d.amountDue}
              current={current}
              minRepayAmount={d.minRepayAmount}
              currency={d.currency}
            />
            {d.canExtend && (
              <Anchor
                component={Link}
                to={`${pathOf('exhibitionPeriodDetail')}?orderNo=${encodeURIComponent(d.orderNo)}`}
                ta="center"
              >
                {t('detail.rollover', { days: d.extensionDays })}
              </Anchor>
            )}
          </Stack>
        )}
      </Box>
    </>
  );
}
