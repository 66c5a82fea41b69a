/**
 * cashier (docs/product.md §2): pay an amount (a repayment, or the rollover fee) on a channel. An online
 * channel opens a wallet payment; a bill channel goes to static_cashier with its reference.
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Box, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '../../lib/api/use-query';
import { PageHeader } from '../../lib/layout/page-header';
import { formatMoney } from '../../shared/format';
import { pathOf } from '../../shared/routes';
import { readCashierParams } from './cashier-params';
import { ChannelList } from './channel-list';
import { LoadState } from '../../lib/layout/load-state';
import { OnlinePayment } from './online-payment';
import { usePay } from './use-pay';

export function CashierPage() {
  const { t } = useTranslation(['repay', 'common', 'errors', 'wallet']);
  const navigate = useNavigate();
  const params = readCashierParams(useSearchParams()[0]);
  const detail = useQuery('repaymentDetail', params.orderNo ? { orderNo: params.orderNo } : null);
  const [picked, setChannelId] = useState('');
  // The first channel of the country's list (its wallet push) is chosen until the borrower picks
  // another, so Pay never answers 'channelId cannot be empty' to a borrower who just tapped it.
  const channelId = picked || (detail.data?.channels[0]?.channelId ?? '');
  const { pay, payment, error, reset } = usePay(params);
  const back =
    params.purpose === 'extension' ? pathOf('exhibitionPeriodDetail') : pathOf('repayDetail');
  const returnTo = `${back}?orderNo=${encodeURIComponent(params.orderNo)}`;

  async function submit() {
    const answer = await pay(channelId);
    const channel = detail.data?.channels.find((c) => c.channelId === channelId);
    if (answer && channel?.kind === 'bill') {
      const search = new URLSearchParams({
        orderNo: params.orderNo,
        payOrderId: answer.payOrderId,
        reference: answer.billReference ?? '',
        amount: String(answer.amount),
        expiresAt: String(answer.expiresAt),
        businessNumber: channel.businessNumber ?? '',
        guides: (channel.guides ?? []).join(','),
      });
      navigate(`${pathOf('staticCashier')}?${search.toString()}`);
    }
  }

  const data = detail.data;
  // A push goes to the borrower's own wallet: that one is named, not every brand the country's
  // online channel serves ("M-Pesa, Airtel Money, Mixx by Yas, HaloPesa"). A payment page keeps
  // its provider's name: the borrower finishes on that provider's page.
  const d = data && {
    ...data,
    channels: data.channels.map((c) =>
      c.kind === 'online' && c.phoneSteps !== 'paymentPage' && data.repaymentMobile
        ? { ...c, name: t(`wallet:wallets.${data.bankCode}`) }
        : c,
    ),
  };
  // A bill payment continues on static_cashier; only an online one is followed here.
  const online = d?.channels.find((c) => c.channelId === channelId)?.kind !== 'bill';
  return (
    <>
      <PageHeader title={t('common:routes.cashier')} />
      <Box px="md" pb="xl">
        {!params.orderNo ? (
          <Alert color="red">{t('errors:orderNoEmpty')}</Alert>
        ) : !d ? (
          <LoadState error={detail.error} onRetry={() => void detail.mutate()} />
        ) : payment && online ? (
          <OnlinePayment
            orderNo={params.orderNo}
            channel={d.channels.find((c) => c.channelId === channelId)}
            payment={payment}
            currency={d.currency}
            onPaid={() => navigate(returnTo)}
            onRestart={reset}
          />
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t(params.purpose === 'extension' ? 'cashier.forExtension' : 'cashier.forRepay')}
            </Text>
            <Text fz={28} fw={700}>{`${d.currency} ${formatMoney(params.amount)}`}</Text>
            {d.channels.length === 0 ? (
              <Alert color="red">{t('errors:noPaymentMethod')}</Alert>
            ) : (
              <ChannelList channels={d.channels} value={channelId} onChange={setChannelId} />
            )}
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Button size="md" onClick={() => void submit()} disabled={d.channels.length === 0}>
              {t('cashier.pay')}
            </Button>
          </Stack>
        )}
      </Box>
    </>
  );
}
