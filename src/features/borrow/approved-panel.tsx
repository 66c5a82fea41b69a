/**
 * An approved order (status 18) waiting for the money: it is sent automatically at a set time,
 * the borrower may take it now (getMoney) or cancel it — the one cancellation §4 allows.
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { call } from '../../lib/api/call';
import { isReported } from '../../lib/api/errors';
import { showMessage } from '../../lib/api/notices';
import { useQuery } from '../../lib/api/use-query';
import { useErrorText } from '../../lib/use-error-text';
import { DetailRows } from '../../lib/layout/detail-rows';
import type { LoanOrderLatestResponse } from '../../shared/contract/types.gen';
import { formatDate, formatDateAndTime, formatDateTime, formatMoney } from '../../shared/format';
import { pathOf } from '../../shared/routes';
import { useRefreshLatest } from './use-latest-order';
import { ORDER_STATUS, screenPath } from '../../shared/orders';

/** What was approved, from the latest order: the borrower sees what they take before taking it. */
export interface ApprovedLoan {
  readonly orderNo: string;
  readonly currency: string;
  readonly loanAmount: number;
  readonly repayAmount: number;
  readonly days: number;
}

export function ApprovedPanel({ loan }: { loan: ApprovedLoan }) {
  const { orderNo } = loan;
  const { t } = useTranslation(['borrow', 'errors']);
  const navigate = useNavigate();
  const errorText = useErrorText();
  const time = useQuery('getMoneyTime', { orderNo });
  const refreshLatest = useRefreshLatest();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState('');
  const held = time.data?.payoutHeld;

  /**
   * Whether the order moved on before the tap (paid out automatically, expired): then say why
   * the action no longer applies, in words, over the screen the order now belongs to.
   */
  async function explainMoved(action: 'getMoney' | 'cancel'): Promise<boolean> {
    const fresh = (await refreshLatest()) as LoanOrderLatestResponse | undefined;
    const o = fresh?.order;
    if (!o || o.orderNo !== orderNo || o.status === ORDER_STATUS.getMoney) return false;
    showMessage('orderMoved', movedText(o, action));
    return true;
  }

  function movedText(
    o: NonNullable<LoanOrderLatestResponse['order']>,
    action: 'getMoney' | 'cancel',
  ): string {
    if (o.disbursedAt !== undefined) {
      const when = {
        date: formatDate(o.disbursedAt),
        time: formatDateTime(o.disbursedAt, 'HH:mm'),
      };
      return t(action === 'cancel' ? 'approved.moved.sentNoCancel' : 'approved.moved.sent', when);
    }
    if (o.status === ORDER_STATUS.lending) return t('approved.moved.sending');
    return t('approved.moved.closed');
  }

  async function getMoney() {
    try {
      const { status } = await call('getMoney', { orderNo });
      // Still approved: the payout waits for the new wallet's cooling-off; the panel says until when.
      if (status === ORDER_STATUS.getMoney) return void (await time.mutate());
      await refreshLatest();
      navigate(screenPath(status) ?? pathOf('lending'));
    } catch (err) {
      if (await explainMoved('getMoney')) return;
      if (!isReported(err)) setError(errorText(err));
    }
  }

  async function cancel() {
    try {
      await call('cancelDrawMoney', { orderNo });
      await refreshLatest();
      showMessage('cancellationSuccess');
      navigate('/');
    } catch (err) {
      if (await explainMoved('cancel')) return;
      // Refused, and the order could not be read again to say why: never a bare "failed".
      if (!isReported(err)) showMessage('cancelRefused', t('approved.cancelRefused'));
    }
  }

  return (
    <Stack gap="md">
      <Alert color="green" title={t('approved.title')}>
        {/* A held payout is sent when staff release it, not at the automatic time. */}
        {held === undefined &&
          (time.data
            ? t('approved.auto', {
                time: formatDateAndTime(time.data.autoDisburseAt),
              })
            : t('approved.body'))}
      </Alert>
      {held !== undefined && (
        <Alert color="yellow" title={t('approved.heldTitle')}>
          {t(`approved.held.${held}`)}
        </Alert>
      )}
      {time.data?.walletCoolingUntil !== undefined && (
        <Alert color="yellow" title={t('approved.coolingTitle')}>
          {t('approved.cooling', {
            time: formatDateAndTime(time.data.walletCoolingUntil),
          })}
        </Alert>
      )}
      <DetailRows
        rows={[
          [t('approved.amount'), `${loan.currency} ${formatMoney(loan.loanAmount)}`],
          [t('approved.repay'), `${loan.currency} ${formatMoney(loan.repayAmount)}`],
          [t('approved.days'), t('approved.daysValue', { days: loan.days })],
        ]}
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {held === undefined && (
        <Button size="md" onClick={() => void getMoney()}>
          {t('approved.getMoney')}
        </Button>
      )}
      {asking ? (
        <Stack gap="xs">
          <Text size="sm">{t('approved.cancelAsk')}</Text>
          <div className="app-choices">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('approved.keep')}
            </Button>
            <Button color="red" onClick={() => void cancel()}>
              {t('approved.cancelYes')}
            </Button>
          </div>
        </Stack>
      ) : (
        <Button variant="subtle" color="red" onClick={() => setAsking(true)}>
          {t('approved.cancel')}
        </Button>
      )}
    </Stack>
  );
}
