/**
 * Payment reports that contradict what the books hold (a "failed" after "paid", another amount):
 * finance checks the rail's statement and closes each with what was found (the list sorts by any
 * column and saves as CSV). Nothing here changes the books.
 */
import { Alert, Button, Group, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useOpsT, type OpsT } from './use-ops-t';
import { moneyText } from './money-words';
import { OrderLink } from './links';
import { opsApi } from './api';
import { failureSaid, said, type Said } from './said';
import { DataTable } from './data-table';
import type { DisputeRow } from './types';
import { useQueue } from './use-queue';
import { ReconciliationSection } from './reconciliation-section';
import { FloatsSection, UnknownPayoutsSection } from './rails-section';
import { railWord } from './rail-words';

/** 'Paid, TZS 5,000': a payment's state in words, with the amount in its currency. */
function stateText(t: OpsT, d: DisputeRow, s: DisputeRow['expected']): string {
  const state = t(`disputes.state.${s.status}`, { defaultValue: s.status });
  if (s.amount === null) return state;
  return t('disputes.stateAmount', { state, amount: moneyText(s.amount, d.country) });
}

function Resolve({ id, onDone }: { id: number; onDone: (message: Said) => void }) {
  const { t } = useOpsT();
  const [resolution, setResolution] = useState('');
  async function close() {
    try {
      await opsApi(`/disputes/${id}/resolve`, { resolution });
      onDone(said('disputes.resolved', { id: String(id) }));
    } catch (err) {
      onDone(failureSaid(err));
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
        empty={t('disputes.none')}
        rows={data?.rows}
        rowKey={(d) => d.id}
        columns={[
          {
            key: 'at',
            label: t('disputes.col.at'),
            value: (d) => d.receivedAt.replace('T', ' ').slice(0, 19),
          },
          {
            key: 'order',
            label: t('disputes.col.order'),
            value: (d) => d.orderNo,
            render: (d) => (d.orderNo ? <OrderLink orderNo={d.orderNo} /> : '—'),
          },
          {
            key: 'payment',
            label: t('disputes.col.payment'),
            value: (d) =>
              [d.purpose ? t(`disputes.purpose.${d.purpose}`) : null, d.payOrderId, d.providerRef]
                .filter(Boolean)
                .join(' · '),
          },
          {
            key: 'provider',
            label: t('disputes.col.provider'),
            value: (d) => railWord(t, d.provider),
          },
          {
            key: 'expected',
            label: t('disputes.col.expected'),
            value: (d) => stateText(t, d, d.expected),
          },
          {
            key: 'received',
            label: t('disputes.col.received'),
            value: (d) => stateText(t, d, d.received),
          },
          {
            key: 'action',
            label: t('disputes.col.action'),
            action: true,
            value: () => null,
            render: (d) => <Resolve id={d.id} onDone={done} />,
          },
        ]}
      />
      <FloatsSection />
      <UnknownPayoutsSection />
      <ReconciliationSection />
    </>
  );
}
