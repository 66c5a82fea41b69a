/**
 * The borrower's latest order on Home, worded by its §4 label (assessing, disbursing, overdue…),
 * with the one action that status leads to.
 */
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '../../lib/api/use-query';
import { useStored } from '../../lib/use-stored';
import type { LoanOrderLatestResponse } from '../../shared/contract/types.gen';
import { formatDate, formatMoney } from '../../shared/format';
import {
  borrowerWording,
  isTerminal,
  orderLabel,
  ORDER_STATUS,
  screenPath,
} from '../../shared/orders';
import { ORDER_COLORS } from '../../lib/order-colors';
import { RecommendedProducts } from './recommended-products';
import { DeclineReasons } from './decline-reasons';

export type LatestOrder = NonNullable<LoanOrderLatestResponse['order']>;

/** The step a profile status still needs (§4 "incomplete" names all of them at once). */
const NEXT_STEP: Partial<
  Record<number, 'personal' | 'additional' | 'identity' | 'question' | 'confirm'>
> = {
  [ORDER_STATUS.basicInfo]: 'personal',
  [ORDER_STATUS.addition]: 'additional',
  [ORDER_STATUS.identityOcr]: 'identity',
  [ORDER_STATUS.question]: 'question',
  [ORDER_STATUS.confirm]: 'confirm',
};

export function OrderCard({ order }: { order: LatestOrder }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const country = useStored('country');
  // Approved and waiting for the borrower (18) is worded "approved", with what they repay.
  const wording = borrowerWording(order.status);
  const approved = wording === 'approved';
  const label = orderLabel(order.status);
  const rejected = order.status === ORDER_STATUS.reject;
  const reco = useQuery('isRejectRecommendation', rejected ? {} : null);
  const path = screenPath(order.status);
  const finished = order.status === ORDER_STATUS.finish;
  // A higher limit is promised only when the next application gets one (not after a late loan).
  const credit = useQuery('getCreditInfo', finished ? {} : null);
  const raised = (credit.data?.creditLimit ?? 0) > (order.creditLimit ?? Infinity);
  // A payout held by the SIM check is not the borrower's to take: Home says so and shows why.
  const time = useQuery('getMoneyTime', approved ? { orderNo: order.orderNo } : null);
  const held = time.data?.payoutHeld !== undefined;
  const next = NEXT_STEP[order.status];
  // Whose fault a payout failure was: only the wallet's asks the borrower to act.
  const payoutWords = order.payoutFailed
    ? order.payoutFailed.cause === 'wallet'
      ? 'order.failed.wallet'
      : 'order.failed.lender'
    : order.payout?.status === 'delayed'
      ? 'order.disbursing.delayed'
      : undefined;
  // One real next step, not "continue filling your details, wallet, ID…" when only signing is left.
  const body = next
    ? t(`order.next.${next}`)
    : payoutWords
      ? t(payoutWords)
      : finished && !raised
        ? t('order.finished.applyAgain')
        : held
          ? t('order.approved.held')
          : t(`order.${wording}.body`, {
              date: formatDate(order.dueDate),
              repay: formatMoney(order.repayAmount, country),
              days: order.days,
              reapplyDate: reco.data?.reapplyAt
                ? formatDate(reco.data.reapplyAt)
                : t('order.later'),
            });
  const action =
    order.status === ORDER_STATUS.overdue
      ? 'repayNow'
      : approved
        ? held
          ? 'view'
          : 'takeMoney'
        : label === 'incomplete'
          ? 'continue'
          : 'view';
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t('order.title')}</Text>
          <Badge color={ORDER_COLORS[wording]} variant="light">
            {t(`order.${wording}.title`)}
          </Badge>
        </Group>
        {/* No amount is chosen before confirm: say nothing rather than "TZS 0". */}
        {order.loanAmount > 0 && (
          <Text fz={24} fw={700}>
            {formatMoney(order.loanAmount, country)}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {body}
        </Text>
        {rejected && reco.data && <DeclineReasons told={reco.data} country={country} />}
        {rejected && reco.data && <RecommendedProducts products={reco.data.products} />}
        {path && !isTerminal(order.status) && (
          <Button
            color={order.status === ORDER_STATUS.overdue ? 'red' : undefined}
            onClick={() => navigate(path)}
          >
            {t(`order.actions.${action}`)}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
