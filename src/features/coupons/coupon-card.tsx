/**
 * One coupon: what it takes off (of the fee or the interest), minimum loan quota, expiry or use
 * date, and its state. The server's prize name is English-only data, so the card says it in words.
 */
import '@mantine/core/styles/Badge.css';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStored } from '../../lib/use-stored';
import { formatDate, formatMoney } from '../../shared/format';
import { couponHeadline } from '../../lib/coupon-headline';
import { couponState, type Coupon } from './coupon-state';

const COLORS = { usable: 'green', used: 'gray', expired: 'red' } as const;

export function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('coupons');
  const country = useStored('country');
  const state = couponState(coupon);
  const headline = couponHeadline(coupon, country);
  return (
    <Paper withBorder radius="md" p="sm" opacity={state === 'usable' ? 1 : 0.65}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text
            fw={700}
            size="lg"
            lh={1.3}
            c={state === 'usable' ? 'var(--mantine-primary-color-filled)' : undefined}
          >
            {t(headline.key, headline.values)}
          </Text>
          <Text size="sm">
            {t('card.minLoan', { amount: formatMoney(coupon.minLoanAmount, country) })}
          </Text>
          <Text size="xs" c="dimmed">
            {state === 'used' && coupon.usedAt
              ? t('card.usedOn', { date: formatDate(coupon.usedAt) })
              : t('card.expires', { date: formatDate(coupon.expiresAt) })}
          </Text>
        </Stack>
        <Badge color={COLORS[state]} variant="light" tt="none" style={{ flexShrink: 0 }}>
          {t(`state.${state}`)}
        </Badge>
      </Group>
    </Paper>
  );
}
