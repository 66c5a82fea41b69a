/**
 * The key-facts box shown before the borrower e-signs (DESIGN §1): what they receive, what they
 * repay and by when, the total cost of credit and the APR — all as the server quoted them.
 */
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConfirmProductInfoResponse } from '../../shared/contract/types.gen';
import { formatDate, formatMoney } from '../../shared/format';

type Quote = ConfirmProductInfoResponse['quote'];

export function KeyFacts({
  quote,
  currency,
  discount,
}: {
  quote: Quote;
  currency: string;
  discount: number;
}) {
  const { t } = useTranslation('borrow');
  const money = (n: number) => `${currency} ${formatMoney(n)}`;
  const repay = Math.max(0, quote.repayAmount - discount);
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
            amount: money(repay),
            date: formatDate(quote.dueDate).replace(/-/g, '\u2011'),
          })}
        </Text>
        <Text>
          {t('confirm.keyFacts.cost', {
            amount: money(Math.max(0, quote.totalCostOfCredit - discount)),
          })}
        </Text>
        <Text>{t('confirm.keyFacts.apr', { apr: quote.apr.toFixed(1) })}</Text>
      </Stack>
    </Paper>
  );
}
