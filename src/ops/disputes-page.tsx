/**
 * Payment reports that contradict what the books hold (a "failed" after "paid", another amount):
 * finance checks the rail's statement and closes each with what was found (the list sorts by any
 * column and saves as CSV). Nothing here changes the books.
 */
import { Alert, Button, Group, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useOpsT } from './use-ops-t';
import { failureText, opsApi } from './api';
import { DataTable } from './data-table';
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
      <DataTable
        label={t('disputes.heading')}
        csvName="payment-disputes.csv"
        rows={data?.rows}
        rowKey={(d) => d.id}
        columns={[
          {
            key: 'at',
            label: t('disputes.col.at'),
            value: (d) => d.receivedAt.replace('T', ' ').slice(0, 19),
          },
          {
            key: 'payment',
            label: t('disputes.col.payment'),
            value: (d) => `${d.payOrderId}${d.providerRef ? ` (${d.providerRef})` : ''}`,
          },
          { key: 'provider', label: t('disputes.col.provider'), value: (d) => d.provider },
          { key: 'expected', label: t('disputes.col.expected'), value: (d) => state(d.expected) },
          { key: 'received', label: t('disputes.col.received'), value: (d) => state(d.received) },
          {
            key: 'action',
            label: t('disputes.col.action'),
            action: true,
            value: () => null,
            render: (d) => <Resolve id={d.id} onDone={done} />,
          },
        ]}
      />
      {data?.rows.length === 0 && <Alert my="sm">{t('disputes.none')}</Alert>}
      <FloatsSection />
      <UnknownPayoutsSection />
      <ReconciliationSection />
    </>
  );
}
