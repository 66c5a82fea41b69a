/** The itemised quote (spec §3 loan order display): every line the key facts are made of. */
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConfirmProductInfoResponse } from '../../shared/contract/types.gen';
import { formatDate, formatMoney } from '../../shared/format';

type Quote = ConfirmProductInfoResponse['quote'];

const MONEY_ROWS = ['loanAmount', 'fee', 'feeTax', 'interest', 'disbursalAmount', 'repayAmount'] as const;

export function QuoteDetails({ quote, currency, discount }: { quote: Quote; currency: string; discount: number }) {
  const { t } = useTranslation('borrow');
  const rows: [string, string][] = [
    ...MONEY_ROWS.map((k): [string, string] => [t(`confirm.rows.${k}`), `${currency} ${formatMoney(quote[k])}`]),
    [t('confirm.rows.days'), t('confirm.daysValue', { count: quote.days })],
    [t('confirm.rows.dueDate'), formatDate(quote.dueDate)],
  ];
  if (discount > 0) rows.push([t('confirm.rows.discount'), `− ${currency} ${formatMoney(discount)}`]);
  return (
    <Stack gap={6}>
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={600}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
