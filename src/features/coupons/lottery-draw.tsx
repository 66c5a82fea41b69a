/** The draw card: shown when the borrower has a draw to play; playing it grants a coupon. */
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/call';
import { isReported } from '../../lib/api/errors';
import { useQuery } from '../../lib/api/use-query';
import { useErrorText } from '../../lib/use-error-text';
import { useStored } from '../../lib/use-stored';
import { couponHeadline } from '../../lib/coupon-headline';
import type { Coupon } from './coupon-state';

export function LotteryDraw({ onWon }: { onWon: () => void }) {
  const { t } = useTranslation('coupons');
  const errorText = useErrorText();
  const country = useStored('country');
  const { data, mutate } = useQuery('lotteryDrawIsShow', {});
  const [won, setWon] = useState<Coupon | null>(null);
  const [error, setError] = useState('');

  async function draw(): Promise<void> {
    try {
      const { coupon } = await call('lotteryDrawCreate', {});
      setWon(coupon);
      await mutate({ show: false }, { revalidate: false });
      onWon();
    } catch (err) {
      if (!isReported(err)) setError(errorText(err));
    }
  }

  if (won) {
    const headline = couponHeadline(won, country);
    return (
      <Alert color="green" title={t('draw.wonTitle')}>
        {t('draw.won', { what: t(headline.key, headline.values) })}
      </Alert>
    );
  }
  if (!data?.show)
    return error ? (
      <Alert color="red" role="alert">
        {error}
      </Alert>
    ) : null;
  return (
    <Paper radius="md" p="md" bg="var(--mantine-primary-color-light)">
      <Text fw={700}>{t('draw.title')}</Text>
      <Text size="sm" mb="sm">
        {t('draw.body')}
      </Text>
      <Button fullWidth onClick={() => void draw()}>
        {t('draw.play')}
      </Button>
      {error && (
        <Text c="var(--mantine-color-error)" size="sm" role="alert" mt="xs">
          {error}
        </Text>
      )}
    </Paper>
  );
}
