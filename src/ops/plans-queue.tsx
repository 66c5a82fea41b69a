/**
 * Payment plans waiting for a second person: each with its loan, schedule, total, reason
 * and proposer; another member of staff approves it (the borrower may then accept it in the app)
 * or declines it with a note. The proposer sees their own plan but cannot decide it.
 */
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../shared/format';
import { opsApi } from './api';
import { refusalSaid, said, useSay, type Said } from './said';
import { OrderLink } from './links';
import { scheduleText } from './plans-panel';
import { DataTable } from './data-table';
import { PLAN_REFUSALS, type PlanRow } from './plans-types';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';

export function PlansQueue({ me }: { me: number }) {
  const { t } = useOpsT();
  const { data, mutate } = useOpsData<{ rows: PlanRow[] }>('/collections/plans?status=proposed');
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [notice, setNotice] = useState<{ ok: boolean; said: Said } | null>(null);
  const say = useSay();

  async function decide(plan: PlanRow, verdict: 'approve' | 'decline') {
    try {
      await opsApi(`/collections/plans/${plan.id}/${verdict}`, { note: notes[plan.id] ?? '' });
      setNotice({ ok: true, said: said(`plans.${verdict}d`, { orderNo: plan.orderNo }) });
      void mutate();
    } catch (err) {
      setNotice({ ok: false, said: refusalSaid(err, 'plans.refused', PLAN_REFUSALS) });
    }
  }

  return (
    <Stack>
      <Title order={3}>{t('plans.queue')}</Title>
      {notice && <Alert color={notice.ok ? 'green' : 'red'}>{say(notice.said)}</Alert>}
      <DataTable
        label={t('plans.queue')}
        csvName="payment-plans-waiting.csv"
        empty={t('plans.none')}
        rows={data?.rows}
        rowKey={(p) => p.id}
        columns={[
          {
            key: 'order',
            label: t('plans.col.order'),
            value: (p) => p.orderNo,
            render: (p) => <OrderLink orderNo={p.orderNo} />,
          },
          {
            key: 'kind',
            label: t('plans.kind'),
            value: (p) => t(`plans.kinds.${p.kind}`),
          },
          {
            key: 'total',
            label: t('plans.col.total'),
            value: (p) => p.total,
            render: (p) => formatMoney(p.total, p.country),
          },
          {
            key: 'schedule',
            label: t('plans.col.schedule'),
            value: (p) => scheduleText(t, p, p.country),
          },
          { key: 'reason', label: t('plans.col.reason'), value: (p) => p.reason },
          {
            key: 'by',
            label: t('plans.col.proposedBy'),
            value: (p) => p.proposedBy.email ?? '',
          },
          {
            key: 'decide',
            label: t('plans.col.decide'),
            action: true,
            value: () => null,
            render: (p) =>
              p.proposedBy.id === me ? (
                <Text size="sm">{t('plans.mine')}</Text>
              ) : (
                <Group>
                  <TextInput
                    aria-label={t('plans.note')}
                    placeholder={t('plans.note')}
                    value={notes[p.id] ?? ''}
                    onChange={(e) => setNotes({ ...notes, [p.id]: e.currentTarget.value })}
                  />
                  <Button size="xs" onClick={() => void decide(p, 'approve')}>
                    {t('plans.approve')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => void decide(p, 'decline')}>
                    {t('plans.decline')}
                  </Button>
                </Group>
              ),
          },
        ]}
      />
    </Stack>
  );
}
