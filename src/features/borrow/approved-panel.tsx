/**
 * An approved order (status 18) waiting for the money: it is sent automatically at a set time,
 * the borrower may take it now (getMoney) or cancel it — the one cancellation §4 allows.
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { call } from '../../lib/api/call';
import { isReported } from '../../lib/api/errors';
import { showMessage } from '../../lib/api/notices';
import { useQuery } from '../../lib/api/use-query';
import { useErrorText } from '../../lib/use-error-text';
import { DetailRows } from '../../lib/layout/detail-rows';
import { formatDateTime, formatMoney } from '../../shared/format';
import { pathOf } from '../../shared/routes';
import { useRefreshLatest } from './use-latest-order';
import { screenPath } from '../../shared/orders';

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

  async function getMoney() {
    try {
      const { status } = await call('getMoney', { orderNo });
      await refreshLatest();
      navigate(screenPath(status) ?? pathOf('lending'));
    } catch (err) {
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
      if (!isReported(err)) showMessage('cancellationFail');
    }
  }

  return (
    <Stack gap="md">
      <Alert color="green" title={t('approved.title')}>
        {time.data
          ? t('approved.auto', {
              time: formatDateTime(time.data.autoDisburseAt, 'YYYY-MM-DD HH:mm'),
            })
          : t('approved.body')}
      </Alert>
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
      <Button size="md" onClick={() => void getMoney()}>
        {t('approved.getMoney')}
      </Button>
      {asking ? (
        <Stack gap="xs">
          <Text size="sm">{t('approved.cancelAsk')}</Text>
          <Group grow>
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('approved.keep')}
            </Button>
            <Button color="red" onClick={() => void cancel()}>
              {t('approved.cancelYes')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Button variant="subtle" color="red" onClick={() => setAsking(true)}>
          {t('approved.cancel')}
        </Button>
      )}
    </Stack>
  );
}
