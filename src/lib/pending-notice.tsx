/**
 * Money on its way (issue: a push the wallet reports late showed "Amount repaid 0" and "No
 * payments yet", an invitation to pay twice): "TZS 5,000 on its way from your wallet, we are
 * waiting for M-Pesa to confirm", on Home, the repayment screen and the receipts alike.
 */
import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Wallet } from '../shared/countries';
import { formatMoney } from '../shared/format';
import { useStored } from './use-stored';

export interface Pending {
  readonly amount: number;
  readonly bankCode: Wallet;
}

/** The sentence for `pending`, in words the borrower reads anywhere (also the Pay warning). */
export function usePendingText() {
  const { t } = useTranslation(['common', 'wallet']);
  const country = useStored('country');
  return (p: Pending, currency?: string) =>
    t('common:pending.onItsWay', {
      amount: currency ? `${currency} ${formatMoney(p.amount)}` : formatMoney(p.amount, country),
      wallet: t(`wallet:wallets.${p.bankCode}`),
    });
}

export function PendingNotice({ pending, currency }: { pending?: Pending; currency?: string }) {
  const text = usePendingText();
  if (!pending) return null;
  return (
    <Alert color="yellow" role="status" data-testid="pending-payment">
      {text(pending, currency)}
    </Alert>
  );
}
