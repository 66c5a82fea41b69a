/**
 * The borrower and loan summary at the top of every page that names a borrower or a loan: who
 * (name, number, country, flags) and where the loan stands (status, days past due, owed by the
 * due date and today, in the country's currency), each value labelled.
 */
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '../shared/format';
import { BorrowerLink, OrderLink } from './links';
import { statusText } from './order-status';
import type { BorrowerSummary } from './summary-types';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** `of`: a borrower id or an order number; the summary of that borrower and that (or their last) loan. */
export function SummaryCard({
  of,
  narrow = false,
}: {
  of: { userId: number | string } | { orderNo: string };
  /** In a side panel: fewer facts a row, so none runs into the next. */
  narrow?: boolean;
}) {
  const { t } = useOpsT();
  const path =
    'orderNo' in of
      ? `/summary/orders/${encodeURIComponent(of.orderNo)}`
      : `/summary/borrowers/${of.userId}`;
  const { data } = useOpsData<BorrowerSummary>(path);
  if (!data) return null;
  const loan = data.loan;
  const money = (amount: number | null) =>
    amount === null ? t('summary.none') : formatMoney(amount, data.country);
  return (
    <Paper withBorder p="sm" aria-label={t('summary.label')} role="region">
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <BorrowerLink userId={data.userId}>
            <Text fw={700}>{data.name ?? t('summary.noName')}</Text>
          </BorrowerLink>
          {(data.flags ?? []).map((f) => (
            <Badge key={f} color="red">
              {t(`flags.kinds.${f}`)}
            </Badge>
          ))}
        </Group>
        <Text size="sm">{t('summary.loans', { count: data.loans })}</Text>
      </Group>
      <SimpleGrid cols={narrow ? 3 : { base: 2, md: 7 }} spacing="xs">
        <Fact label={t('summary.mobile')}>{data.mobile}</Fact>
        <Fact label={t('summary.country')}>{t(`summary.countries.${data.country}`)}</Fact>
        {loan && (
          <>
            <Fact label={t('summary.loan')}>
              <OrderLink orderNo={loan.orderNo} />
            </Fact>
            <Fact label={t('summary.status')}>{statusText(t, loan.status)}</Fact>
            <Fact label={t('summary.daysPastDue')}>
              {t('summary.days', { count: loan.daysPastDue })}
            </Fact>
            {loan.daysPastDue > 0 ? (
              // Once late, what is owed by the due date is what is owed today: the day is the fact.
              <Fact label={t('summary.wasDue')}>{loan.dueDate ?? t('summary.none')}</Fact>
            ) : (
              <Fact label={t('summary.owedOnDueDate', { date: loan.dueDate ?? '' })}>
                {money(loan.owedOnDueDate)}
              </Fact>
            )}
            <Fact label={t('summary.owedToday')}>{money(loan.owedToday)}</Fact>
          </>
        )}
      </SimpleGrid>
    </Paper>
  );
}
