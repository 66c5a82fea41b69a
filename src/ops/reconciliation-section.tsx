/**
 * The daily reconciliation (finance): the books' payment orders of a day against the rail's
 * statement, what a lost callback left healed by asking the rail, every other difference listed;
 * an empty list says the day agrees.
 */
import { Alert, Group, Table, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { failureText, OpsHttpError } from './api';
import type { ReconciliationResult } from './types';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';

/** Refusals the page words itself: an impossible day, or no wallet rail to reconcile against. */
const KNOWN = ['badDay', 'noRail'];

const money = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString('en'));

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
        <TextInput
          type="date"
          label={t('reconciliation.day')}
          value={day || data?.day || ''}
          onChange={(e) => setDay(e.currentTarget.value)}
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
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {['payment', 'kind', 'problem', 'books', 'rail'].map((c) => (
                <Table.Th key={c}>{t(`reconciliation.col.${c}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.differences.map((d) => (
              <Table.Tr key={d.payOrderId}>
                <Table.Td>{d.payOrderId}</Table.Td>
                <Table.Td>{t(`reconciliation.kind.${d.kind}`)}</Table.Td>
                <Table.Td>{t(`reconciliation.problem.${d.problem}`)}</Table.Td>
                <Table.Td>{d.books ? `${d.books.status} ${money(d.books.amount)}` : '—'}</Table.Td>
                <Table.Td>{money(d.rail?.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
