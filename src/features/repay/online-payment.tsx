/**
 * An opened online payment: the link to pay (in sandbox, the approve step, labelled as such),
 * then 'I have paid' to check the order again. A cashier order that timed out says so.
 */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type {
  RepaymentConfirmResponse,
  RepaymentDetailResponse,
} from '../../shared/contract/types.gen';
import { formatDateAndTime, formatMoney } from '../../shared/format';
import { isExpired, isSandboxUrl } from './cashier-params';
import { PaymentStatus } from './payment-status';
import { ProofUpload } from './proof-upload';

type Channel = RepaymentDetailResponse['channels'][number];

interface Props {
  orderNo: string;
  /** The channel paid on: what to do on the phone is its data (schemas/<cc>/cashier.json). */
  channel: Channel | undefined;
  payment: RepaymentConfirmResponse;
  currency: string;
  onPaid: () => void;
  onRestart: () => void;
}

export function OnlinePayment({ orderNo, channel, payment, currency, onPaid, onRestart }: Props) {
  const { t } = useTranslation(['repay', 'errors']);
  if (isExpired(payment.expiresAt)) {
    return (
      <Stack>
        <Alert color="red" role="alert">
          {t('errors:orderTimedOut')}
        </Alert>
        <Button onClick={onRestart}>{t('cashier.restart')}</Button>
      </Stack>
    );
  }
  const sandbox = payment.payUrl ? isSandboxUrl(payment.payUrl) : false;
  const amount = `${currency} ${formatMoney(payment.amount)}`;
  return (
    <Stack gap="sm">
      <Text>{t('cashier.opened', { amount })}</Text>
      <Text size="sm" c="dimmed">
        {t('cashier.validUntil', { time: formatDateAndTime(payment.expiresAt) })}
      </Text>
      {payment.payUrl && (
        <Button
          component="a"
          href={payment.payUrl}
          target="_blank"
          rel="noopener"
          color={sandbox ? 'orange' : undefined}
          h="auto"
          py="sm"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        >
          {t(sandbox ? 'cashier.approveSandbox' : 'cashier.openPayment')}
        </Button>
      )}
      {/* The push reaches the phone whether or not there is a page to open. */}
      <Text fw={600}>
        {t(`cashier.phone.${channel?.phoneSteps ?? 'pinPrompt'}`, {
          name: channel?.name ?? '',
          amount,
        })}
      </Text>
      <PaymentStatus
        orderNo={orderNo}
        payOrderId={payment.payOrderId}
        expiresAt={payment.expiresAt}
        onRestart={onRestart}
      />
      <Button variant="light" onClick={onPaid}>
        {t('cashier.paid')}
      </Button>
      {/* Paid but it does not show (docs/product.md §2 manual repayment proof, checked within 48 h). */}
      <ProofUpload orderNo={orderNo} payOrderId={payment.payOrderId} />
    </Stack>
  );
}
