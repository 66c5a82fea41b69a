/** One coupon: discount, name, minimum loan quota, expiry or use date, and its state. */
import '@mantine/core/styles/Badge.css';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStored } from '../../app/use-stored';
import { formatDate, formatMoney } from '../../shared/format';
import { couponState, type Coupon } from './coupon-state';

const COLORS = { usable: 'green', used: 'gray', expired: 'red' } as const;

export function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('coupons');
  const country = useStored('country');
  const state = couponState(coupon);
  return (
    <Paper withBorder radius="md" p="sm" opacity={state === 'usable' ? 1 : 0.65}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={700} size="xl" c={state === 'usable' ? 'var(--mantine-primary-color-filled)' : undefined}>
            {t('card.off', { amount: formatMoney(coupon.amount, country) })}
          </Text>
          <Text fw={600}>{coupon.name}</Text>
          <Text size="sm">{t('card.minLoan', { amount: formatMoney(coupon.minLoanAmount, country) })}</Text>
          <Text size="xs" c="dimmed">
            {state === 'used' && coupon.usedAt
              ? t('card.usedOn', { date: formatDate(coupon.usedAt) })
              : t('card.expires', { date: formatDate(coupon.expiresAt) })}
          </Text>
        </Stack>
        <Badge color={COLORS[state]} variant="light" style={{ flexShrink: 0 }}>
          {t(`state.${state}`)}
        </Badge>
      </Group>
    </Paper>
  );
}
