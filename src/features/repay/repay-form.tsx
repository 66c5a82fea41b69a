/**
 * How much to repay now (spec §5): whole shillings, at least 1000, at most what is due; a valid
 * amount goes on to the cashier. The full amount due is filled in to start with.
 */
import '@mantine/core/styles/Input.css';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatMoney } from '../../shared/format';
import { pathOf } from '../../shared/routes';
import { checkRepayAmount } from './repay-amount';

interface Props {
  orderNo: string;
  amountDue: number;
  minRepayAmount: number;
  currency: string;
}

export function RepayForm({ orderNo, amountDue, minRepayAmount, currency }: Props) {
  const { t } = useTranslation(['repay', 'errors']);
  const navigate = useNavigate();
  const [typed, setTyped] = useState(String(amountDue));
  const [error, setError] = useState('');

  function pay() {
    const check = checkRepayAmount(typed, { minRepayAmount, amountDue });
    if (!check.ok) {
      const { problem } = check;
      return setError(
        problem === 'amountRequired' ? t('repay:detail.amountRequired') : t(`errors:${problem}`),
      );
    }
    const search = new URLSearchParams({ orderNo, amount: String(check.amount), purpose: 'repay' });
    navigate(`${pathOf('cashier')}?${search.toString()}`);
  }

  return (
    <Stack gap="sm">
      <TextInput
        label={t('repay:detail.amountLabel', { currency })}
        description={t('repay:detail.amountHint', { max: formatMoney(amountDue) })}
        inputMode="numeric"
        value={typed}
        onChange={(e) => {
          setTyped(e.currentTarget.value);
          setError('');
        }}
        error={error || undefined}
      />
      <Button size="md" onClick={pay}>
        {t('repay:detail.pay')}
      </Button>
    </Stack>
  );
}
