/**
 * The key-facts box shown before the borrower e-signs (docs/architecture.md §1): what they receive, what they
 * repay and by when, the total cost of credit and the APR — the server's one quote, coupon
 * included, exactly as the itemised table beside it shows.
 */
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConfirmProductInfoResponse } from '../../shared/contract/types.gen';
import { formatDate, formatMoney } from '../../shared/format';

type Quote = ConfirmProductInfoResponse['quote'];

export function KeyFacts({ quote, currency }: { quote: Quote; currency: string }) {
  const { t } = useTranslation('borrow');
  const money = (n: number) => `${currency} ${formatMoney(n)}`;
  return (
    <Paper
      p="md"
      radius="md"
      bg="var(--mantine-color-blue-light)"
      role="region"
      aria-label={t('confirm.keyFacts.title')}
    >
      <Text fw={700} mb="xs">
        {t('confirm.keyFacts.title')}
      </Text>
      <Stack gap={6}>
        <Text>{t('confirm.keyFacts.receive', { amount: money(quote.disbursalAmount) })}</Text>
        {/* Non-breaking hyphens: the date never splits across two lines. */}
        <Text>
          {t('confirm.keyFacts.repay', {
            amount: money(quote.repayAmount),
            date: formatDate(quote.dueDate).replace(/-/g, '\u2011'),
          })}
        </Text>
        <Text>
          {t('confirm.keyFacts.cost', {
            amount: money(quote.totalCostOfCredit),
          })}
        </Text>
        <Text>{t('confirm.keyFacts.apr', { apr: quote.apr.toFixed(1) })}</Text>
      </Stack>
    </Paper>
  );
}
