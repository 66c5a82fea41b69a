/**
 * Payment reports that contradict what the books hold (a "failed" after "paid", another amount):
 * finance checks the rail's statement and closes each with what was found. Nothing here changes
 * the books.
 */
import { Alert, Button, Group, Table, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useOpsT } from './use-ops-t';
import { failureText, opsApi } from './api';
import type { DisputeRow } from './types';
import { useQueue } from './use-queue';
import { ReconciliationSection } from './reconciliation-section';
import { FloatsSection, UnknownPayoutsSection } from './rails-section';

const state = (s: { status: string; amount: number | null }) =>
  s.amount === null ? s.status : `${s.status} ${s.amount.toLocaleString('en')}`;

function Resolve({ id, onDone }: { id: number; onDone: (text: string) => void }) {
  const { t } = useOpsT();
  const [resolution, setResolution] = useState('');
  async function close() {
    try {
      await opsApi(`/disputes/${id}/resolve`, { resolution });
      onDone(t('disputes.resolved', { id: String(id) }));
    } catch (err) {
      onDone(failureText(t, err));
    }
  }
  return (
    <Group wrap="nowrap" align="end">
      <TextInput
        aria-label={t('disputes.resolution')}
        placeholder={t('disputes.resolution')}
        value={resolution}
        onChange={(e) => setResolution(e.currentTarget.value)}
      />
      <Button disabled={resolution.trim().length < 3} onClick={() => void close()}>
        {t('disputes.resolve')}
      </Button>
    </Group>
  );
}

export function DisputesPage() {
  const { t } = useOpsT();
  const { data, notice, done } = useQueue<{ rows: DisputeRow[] }>('/disputes');
  return (
    <>
      <Title order={2}>{t('disputes.heading')}</Title>
      {notice && <Alert my="sm">{notice}</Alert>}
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {['at', 'payment', 'provider', 'expected', 'received', 'action'].map((c) => (
              <Table.Th key={c}>{t(`disputes.col.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.rows.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>{d.receivedAt.replace('T', ' ').slice(0, 19)}</Table.Td>
              <Table.Td>{`${d.payOrderId}${d.providerRef ? ` (${d.providerRef})` : ''}`}</Table.Td>
              <Table.Td>{d.provider}</Table.Td>
              <Table.Td>{state(d.expected)}</Table.Td>
              <Table.Td>{state(d.received)}</Table.Td>
              <Table.Td>
                <Resolve id={d.id} onDone={done} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {data?.rows.length === 0 && <Alert my="sm">{t('disputes.none')}</Alert>}
      <FloatsSection />
      <UnknownPayoutsSection />
      <ReconciliationSection />
    </>
  );
}
