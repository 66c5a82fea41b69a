/**
 * On confirm after timely repayment: the higher limit is offered beside the borrower's own last
 * amount, and taken only if they tap it (issue: "Apply again" preselected 150,000 and 180 days).
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConfirmProductInfoResponse } from '../../shared/contract/types.gen';
import { formatMoney } from '../../shared/format';

interface Props {
  data: ConfirmProductInfoResponse;
  onChoose: (amount: number) => void;
}

export function RaisedLimitNotice({ data, onChoose }: Props) {
  const { t } = useTranslation('borrow');
  if (data.previousLimit === undefined) return null;
  const max = data.product.maxAmount;
  const amount = `${data.product.currency} ${formatMoney(max)}`;
  return (
    <Alert
      color="teal"
      variant="light"
      role="status"
      title={t('confirm.raisedLimit.title', { amount })}
    >
      {data.quote.loanAmount < max && (
        <Button size="xs" variant="light" onClick={() => onChoose(max)}>
          {t('confirm.raisedLimit.choose', { amount })}
        </Button>
      )}
    </Alert>
  );
}
