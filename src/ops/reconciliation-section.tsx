/**
 * The daily reconciliation (finance): the books' payment orders of a day against the rail's
 * statement, what a lost callback left healed by asking the rail, every other difference listed;
 * an empty list says the day agrees.
 */
import { Alert, Group, Title } from '@mantine/core';
import { useState } from 'react';
import { OpsHttpError } from './api';
import { failureText } from './said';
import type { ReconciliationResult } from './types';
import { useOpsData } from './use-ops-data';
import { useOpsT, type OpsT } from './use-ops-t';
import { DataTable } from './data-table';
import { moneyText } from './money-words';
import { DayField } from './day-field';

/** Refusals the page words itself: an impossible day, or no wallet rail to reconcile against. */
const KNOWN = ['badDay', 'noRail'];

type Difference = ReconciliationResult['differences'][number];

/** 'Paid, TZS 5,000': the books' side in words, with the amount in its currency. */
const booksText = (t: OpsT, d: Difference) =>
  d.books
    ? t('disputes.stateAmount', {
        state: t(`disputes.state.${d.books.status}`, { defaultValue: d.books.status }),
        amount: moneyText(d.books.amount, d.country),
      })
    : '—';

export function ReconciliationSection() {
  const { t } = useOpsT();
  const [day, setDay] = useState('');
  const { data, error } = useOpsData<ReconciliationResult>(
    `/reconciliation${/^\d{4}-\d{2}-\d{2}$/.test(day) ? `?day=${day}` : ''}`,
  );
  return (
    <>
      <Group justify="space-between" align="end" mt="xl">
        <Title order={2}>{t('reconciliation.heading')}</Title>
        <DayField
          label={t('reconciliation.day')}
          value={day || data?.day || ''}
          onChange={setDay}
        />
      </Group>
      {error && (
        <Alert color="red">
          {error instanceof OpsHttpError && KNOWN.includes(error.code)
            ? t(`reconciliation.error.${error.code}`)
            : failureText(t, error)}
        </Alert>
      )}
      {data && (
        <Alert my="sm" color={data.differences.length ? 'orange' : 'green'} role="status">
          {t('reconciliation.summary', {
            day: data.day,
            payments: String(data.payments),
            lines: String(data.statementLines),
            differences: String(data.differences.length),
          })}
        </Alert>
      )}
      {data && data.healed.length > 0 && (
        <Alert my="sm" color="blue">
          {t('reconciliation.healed', { ids: data.healed.join(', ') })}
        </Alert>
      )}
      {data && data.differences.length > 0 && (
        <DataTable
          label={t('reconciliation.heading')}
          csvName={`reconciliation-${data.day}.csv`}
          rows={data.differences}
          rowKey={(d) => d.payOrderId}
          columns={[
            { key: 'payment', label: t('reconciliation.col.payment'), value: (d) => d.payOrderId },
            {
              key: 'kind',
              label: t('reconciliation.col.kind'),
              value: (d) => t(`reconciliation.kind.${d.kind}`),
            },
            {
              key: 'problem',
              label: t('reconciliation.col.problem'),
              value: (d) => t(`reconciliation.problem.${d.problem}`),
            },
            { key: 'books', label: t('reconciliation.col.books'), value: (d) => booksText(t, d) },
            {
              key: 'rail',
              label: t('reconciliation.col.rail'),
              value: (d) => d.rail?.amount ?? null,
              render: (d) => (d.rail ? moneyText(d.rail.amount, d.country) : '—'),
            },
          ]}
        />
      )}
    </>
  );
}
