/**
 * The Home hero while a loan is being repaid: what is due and by when, instead of the amount range
 * a borrower may apply for (issue: Home showed "Available amount 1,000–60,000" and no amount due).
 */
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStored } from '../../lib/use-stored';
import { formatDate, formatMoney } from '../../shared/format';
import type { LatestOrder } from './order-card';

export function DuePanel({ order }: { order: LatestOrder }) {
  const { t } = useTranslation('home');
  const country = useStored('country');
  return (
    <Paper p="lg" radius="lg" bg="var(--mantine-primary-color-filled)" c="white">
      <Text size="sm" opacity={0.92}>
        {t('hero.dueLabel')}
      </Text>
      <Text fz={22} fw={700}>
        {formatMoney(order.repayAmount, country)}
      </Text>
      {order.dueDate !== undefined && (
        <Text size="sm" mt="xs" opacity={0.92}>
          {t('hero.dueDate', { date: formatDate(order.dueDate) })}
        </Text>
      )}
    </Paper>
  );
}
