/**
 * What an owing loan costs, each amount named for what it is (Home, Records, the record detail
 * and the repayment screen say the same): "To repay by <due date>: X" (what the books will say
 * on the due date if nothing more is paid) and "To close the loan today: Y"; once overdue, one
 * amount: "Overdue since <date>: Z". A lone "Repay 30,000 by <date>" mixed the two.
 */
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../shared/format';

export interface Owing {
  readonly currency: string;
  readonly dueDate?: number;
  readonly amountDue?: number;
  readonly owedOnDueDate?: number;
  readonly overdueSince?: number;
}

export interface OwedLine {
  readonly key: 'byDueDate' | 'today' | 'overdueSince';
  readonly amount: number;
  readonly date?: number;
}

/** The lines to show for `o`, most binding first; none for an order that owes nothing yet. */
export function owedLines(o: Owing): OwedLine[] {
  if (o.amountDue === undefined) return [];
  if (o.overdueSince !== undefined)
    return [{ key: 'overdueSince', amount: o.amountDue, date: o.overdueSince }];
  const today: OwedLine = { key: 'today', amount: o.amountDue };
  if (o.owedOnDueDate === undefined || o.dueDate === undefined) return [today];
  return [{ key: 'byDueDate', amount: o.owedOnDueDate, date: o.dueDate }, today];
}

/** Each line as one sentence; the first (the one to plan for) larger when `lead` is set. */
export function OwedLines({
  order,
  lead = false,
  c,
}: {
  order: Owing;
  lead?: boolean;
  c?: string;
}) {
  const { t } = useTranslation('common');
  const lines = owedLines(order);
  if (lines.length === 0) return null;
  return (
    <Stack gap={2} data-testid="owed-lines">
      {lines.map((l, i) => (
        <Text
          key={l.key}
          size={lead && i === 0 ? 'lg' : 'sm'}
          fw={i === 0 ? 700 : 500}
          c={c ?? (l.key === 'overdueSince' ? 'red.9' : undefined)}
        >
          {t(`owed.${l.key}`, {
            amount: `${order.currency} ${formatMoney(l.amount)}`,
            date: formatDate(l.date),
          })}
        </Text>
      ))}
    </Stack>
  );
}
