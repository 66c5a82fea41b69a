/**
 * The borrower's overpayment credit (money that arrived after the debt was gone): shown, never
 * kept silently; the borrower chooses a refund to their wallet or to use it on their next loan.
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/call';
import { isReported } from '../../lib/api/errors';
import { useErrorText } from '../../lib/use-error-text';
import { formatMoney } from '../../shared/format';
import type { RepaymentReceiptsResponse } from '../../shared/contract/types.gen';

type Credit = RepaymentReceiptsResponse['credit'];

export function CreditPanel(props: {
  orderNo: string;
  currency: string;
  credit: Credit;
  onChanged: () => void;
}) {
  const { t } = useTranslation('repay');
  const errorText = useErrorText();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { credit, refunding, refunded, carried } = props.credit;
  const money = (n: number) => `${props.currency} ${formatMoney(n)}`;

  async function choose(choice: 'refund' | 'nextLoan') {
    setError('');
    setBusy(true);
    try {
      await call('repaymentCredit', { orderNo: props.orderNo, choice });
      props.onChanged();
    } catch (err) {
      if (!isReported(err)) setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  if (credit + refunding + refunded + carried === 0) return null;
  return (
    <Alert color="yellow" title={t('credit.title')}>
      <Stack gap="xs">
        {credit > 0 && <Text size="sm">{t('credit.held', { amount: money(credit) })}</Text>}
        {refunding > 0 && (
          <Text size="sm">{t('credit.refunding', { amount: money(refunding) })}</Text>
        )}
        {refunded > 0 && <Text size="sm">{t('credit.refunded', { amount: money(refunded) })}</Text>}
        {carried > 0 && <Text size="sm">{t('credit.carried', { amount: money(carried) })}</Text>}
        {credit > 0 && (
          <Stack gap="xs">
            <Button size="sm" fullWidth loading={busy} onClick={() => void choose('refund')}>
              {t('credit.refund')}
            </Button>
            <Button
              size="sm"
              fullWidth
              variant="light"
              disabled={busy}
              onClick={() => void choose('nextLoan')}
            >
              {t('credit.nextLoan')}
            </Button>
          </Stack>
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
