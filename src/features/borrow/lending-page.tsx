/**
 * lending (docs/product.md §2, status 7): the money is on its way (10 to 60 minutes, §9). The screen polls the
 * order and moves on by itself: repaying → repay_detail. An approved order not yet sent (18) can
 * still be taken or cancelled here. A payout whose outcome the rail has not told yet says the
 * money is being sent; one the lender sends again after a failure of its own (its float, a rail)
 * says the money is delayed and the borrower need do nothing. A failed payout (10) asks the
 * borrower to act only when their wallet refused it (docs/decisions/0036).
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../lib/layout/page-header';
import type { LoanOrderLatestResponse } from '../../shared/contract/types.gen';
import { inPhase, ORDER_STATUS, screenPath, type OrderStatus } from '../../shared/orders';
import { pathOf } from '../../shared/routes';
import { ApprovedPanel } from './approved-panel';
import { LoadState } from '../../lib/layout/load-state';
import { useLatestOrder } from './use-latest-order';

/** An approved order not yet sent, one on its way, and a failed payout are all shown here. */
function staysHere(status: OrderStatus): boolean {
  return inPhase(status, 'payout') || status === ORDER_STATUS.payFail;
}

export function LendingPage() {
  const { t } = useTranslation(['borrow', 'common']);
  const navigate = useNavigate();
  const latest = useLatestOrder();
  const order = latest.order;

  useEffect(() => {
    // On a fresh answer only: a cached order from another screen may be out of date.
    if (latest.data && !latest.isValidating && (!order || !staysHere(order.status))) {
      navigate((order && screenPath(order.status)) ?? '/', { replace: true });
    }
  }, [latest.data, latest.isValidating, order, navigate]);

  return (
    <>
      <PageHeader title={t('common:routes.lending')} />
      <Box px="md" pb="xl">
        {!order ? (
          <LoadState error={latest.error} onRetry={() => void latest.mutate()} />
        ) : order.status === ORDER_STATUS.getMoney ? (
          <ApprovedPanel loan={order} />
        ) : order.status === ORDER_STATUS.payFail ? (
          <PayoutFailed cause={order.payoutFailed?.cause} />
        ) : order.payout?.status === 'delayed' ? (
          <Stack>
            <Alert color="yellow" title={t('lending.delayedTitle')}>
              <Text size="sm">
                {t(order.payout.cause === 'float' ? 'lending.delayedFloat' : 'lending.delayedRail')}
              </Text>
              <Text size="sm" mt="xs" fw={600}>
                {t('lending.delayedNoAction')}
              </Text>
            </Alert>
            <Center>
              <Loader size="md" type="dots" />
            </Center>
          </Stack>
        ) : (
          <Center py="xl">
            <Stack align="center" gap="md">
              <Loader size="lg" type="dots" />
              {/* The rail has not told the payout's outcome yet: being sent, never sent twice. */}
              <Text fw={600} ta="center">
                {t(order.payout ? 'lending.beingSentTitle' : 'lending.title')}
              </Text>
              <Text ta="center" c="dimmed">
                {t(order.payout ? 'lending.beingSent' : 'lending.body')}
              </Text>
            </Stack>
          </Center>
        )}
      </Box>
    </>
  );
}

/** A failed payout: only the wallet's refusal asks the borrower to change it; the lender's own does not. */
type FailureCause = NonNullable<
  NonNullable<LoanOrderLatestResponse['order']>['payoutFailed']
>['cause'];

function PayoutFailed({ cause }: { cause: FailureCause | undefined }) {
  const { t } = useTranslation('borrow');
  const wallet = cause === 'wallet';
  const lender = cause === 'float' || cause === 'rail';
  return (
    <Stack>
      <Alert color="red" title={t(wallet ? 'lending.walletFailedTitle' : 'lending.failedTitle')}>
        {t(wallet ? 'lending.walletFailed' : lender ? 'lending.lenderFailed' : 'lending.failed')}
      </Alert>
      {wallet && (
        <Button component={Link} to={pathOf('addBankCard')}>
          {t('lending.changeWallet')}
        </Button>
      )}
      <Button component={Link} to="/" variant={wallet ? 'default' : 'filled'}>
        {t('lending.home')}
      </Button>
    </Stack>
  );
}
