/**
 * A payment plan offered to the borrower: its key facts (each instalment's date and
 * amount, and their total, which is what is owed today: no fee is added) and an Accept button;
 * once accepted, the same facts as the plan under way. The server books the plan only for the
 * total shown here, so a figure that changed meanwhile is refused and read again.
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/call';
import { isReported } from '../../lib/api/errors';
import { DetailRows } from '../../lib/layout/detail-rows';
import { useErrorText } from '../../lib/use-error-text';
import { formatDate, formatMoney } from '../../shared/format';
import type { RepaymentDetailResponse } from '../../shared/contract/types.gen';

export type OfferedPlan = NonNullable<RepaymentDetailResponse['paymentPlan']>;

export function PaymentPlanCard(props: {
  orderNo: string;
  plan: OfferedPlan;
  onChanged: () => void;
}) {
  const { t } = useTranslation('repay');
  const errorText = useErrorText();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { plan } = props;
  const money = (n: number) => `${plan.currency} ${formatMoney(n)}`;
  const active = plan.status === 'active';

  async function accept() {
    setError('');
    setBusy(true);
    try {
      await call('paymentPlanAccept', {
        orderNo: props.orderNo,
        planId: plan.id,
        total: plan.total,
      });
    } catch (err) {
      if (!isReported(err)) setError(errorText(err));
    } finally {
      setBusy(false);
      // Accepted or refused (a figure changed), the screen reads the loan again.
      props.onChanged();
    }
  }

  return (
    <Alert color={active ? 'green' : 'blue'} title={t(active ? 'plan.activeTitle' : 'plan.title')}>
      <Stack gap="xs">
        <Text size="sm">{t(`plan.intro.${plan.kind}`)}</Text>
        <DetailRows
          rows={[
            ...plan.instalments.map(
              (i, k) =>
                [
                  t('plan.instalment', { number: k + 1, date: formatDate(i.dueDate) }),
                  money(i.amount),
                ] as const,
            ),
            [t('plan.total'), money(plan.total)],
          ]}
        />
        <Text size="sm">{t('plan.noFees')}</Text>
        {!active && plan.acceptBy !== undefined && (
          <Text size="sm" c="dimmed">
            {t('plan.acceptBy', { date: formatDate(plan.acceptBy) })}
          </Text>
        )}
        {!active && (
          <Button fullWidth loading={busy} onClick={() => void accept()}>
            {t('plan.accept')}
          </Button>
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
