/** Home for a signed-in borrower: the amount range they may borrow, their latest order, Apply. */
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLeftToRight } from '../../lib/bidi';
import { useQuery } from '../../lib/api/use-query';
import { maskMobile } from '../../lib/mask-mobile';
import { useStored } from '../../lib/use-stored';
import { formatMoney } from '../../shared/format';
import { inPhase, isTerminal, ORDER_STATUS } from '../../shared/orders';
import { useFollowedOrder } from '../../lib/use-followed-order';
import { LoadState } from '../../lib/layout/load-state';
import { PendingNotice } from '../../lib/pending-notice';
import { CreditNotice } from './credit-notice';
import { BureauNoticeAlert } from '../../lib/bureau-notice';
import { DuePanel } from './due-panel';
import { OrderCard } from './order-card';
import { LoweredLimit } from './lowered-limit';
import { RaisedLimitOffer } from './raised-limit-offer';
import { StepGuide } from './step-guide';
import { useApply } from './use-apply';

export function SignedInHome() {
  const { t } = useTranslation(['home', 'errors']);
  const ltr = useLeftToRight();
  const userInfo = useStored('userInfo');
  const range = useQuery('homepageData', {});
  // An order that moves by itself (assessed, paid out) moves Home's card too.
  const latest = useFollowedOrder();
  const order = latest.data?.order;
  const { apply, error } = useApply(order);
  const canApply = latest.data !== undefined && (!order || isTerminal(order.status));
  return (
    <Stack p="md" gap="lg">
      <Title order={1} size="h2" pt="sm">
        {t('greeting', { mobile: userInfo ? ltr(maskMobile(userInfo.mobile)) : '' })}
      </Title>
      {order?.bureauNotice && (
        <BureauNoticeAlert notice={order.bureauNotice} currency={order.currency} />
      )}
      {order && inPhase(order.status, 'repaying') ? (
        <DuePanel order={order} />
      ) : range.data ? (
        <Paper p="lg" radius="lg" bg="var(--mantine-primary-color-filled)" c="white">
          <Text size="sm" opacity={0.92}>
            {t('hero.rangeLabel')}
          </Text>
          <Text fz={22} fw={700}>
            {`${range.data.currency} ${formatMoney(range.data.minAmount)} – ${formatMoney(range.data.maxAmount)}`}
          </Text>
          <Text size="sm" mt="xs" opacity={0.92}>
            {t('greetingHint')}
          </Text>
        </Paper>
      ) : (
        <LoadState error={range.error} onRetry={() => void range.mutate()} rows={1} />
      )}
      <PendingNotice pending={order?.pending} currency={order?.currency} />
      {latest.error && <LoadState error={latest.error} onRetry={() => void latest.mutate()} />}
      {order && <OrderCard order={order} />}
      {order?.status === ORDER_STATUS.finish && <CreditNotice orderNo={order.orderNo} />}
      {canApply && order && <RaisedLimitOffer previousLimit={order.creditLimit} />}
      {canApply && order && order.status !== ORDER_STATUS.reject && <LoweredLimit />}
      {!order && <StepGuide />}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {canApply && (
        <Button fullWidth size="md" onClick={() => void apply()}>
          {t(order ? 'order.actions.applyAgain' : 'apply')}
        </Button>
      )}
    </Stack>
  );
}
