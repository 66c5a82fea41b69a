/**
 * One loan's payment plans, newest first, and for a collector the form to propose one:
 * instalments (how many, from which day) or a due-date move, with the reason. The server splits
 * what is owed today; a second member of staff approves it in the queue; the borrower accepts it
 * in the app.
 */
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { Country } from '../shared/countries';
import { formatMoney } from '../shared/format';
import { opsApi } from './api';
import { refusalSaid, said, useSay, type Said } from './said';
import { PLAN_REFUSALS, type PlanRow } from './plans-types';
import { useOpsData } from './use-ops-data';
import { useOpsT, type OpsT } from './use-ops-t';
import { DataTable } from './data-table';
import { DayField } from './day-field';

/** A plan's instalments in one line: '2026-01-05: TZS 10,000 · 2026-02-05: TZS 10,000'. */
export function scheduleText(t: OpsT, plan: PlanRow, country?: Country): string {
  return plan.instalments
    .map((i) => t('plans.instalment', { date: i.date, amount: formatMoney(i.amount, country) }))
    .join(' · ');
}

export function PlansPanel(props: { orderNo: string; country: Country; canPropose: boolean }) {
  const { t } = useOpsT();
  const path = `/collections/loans/${encodeURIComponent(props.orderNo)}/plans`;
  const { data, mutate } = useOpsData<{ rows: PlanRow[] }>(path);
  const [kind, setKind] = useState<PlanRow['kind']>('instalments');
  const [count, setCount] = useState<number | string>(3);
  const [firstDate, setFirstDate] = useState('');
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; said: Said } | null>(null);
  const say = useSay();

  async function propose() {
    const body = { kind, count: Number(count), firstDate, reason };
    try {
      await opsApi(path, kind === 'instalments' ? body : { kind, firstDate, reason });
      setNotice({ ok: true, said: said('plans.proposed') });
      setReason('');
      void mutate();
    } catch (err) {
      setNotice({ ok: false, said: refusalSaid(err, 'plans.refused', PLAN_REFUSALS) });
    }
  }

  return (
    <Stack>
      <Title order={3}>{t('plans.of', { orderNo: props.orderNo })}</Title>
      {props.canPropose && (
        <Stack>
          <Group align="end">
            <NativeSelect
              label={t('plans.kind')}
              value={kind}
              onChange={(e) => setKind(e.currentTarget.value as PlanRow['kind'])}
              data={(['instalments', 'dueDateMove'] as const).map((k) => ({
                value: k,
                label: t(`plans.kinds.${k}`),
              }))}
            />
            {kind === 'instalments' && (
              <NumberInput label={t('plans.count')} value={count} onChange={setCount} min={1} />
            )}
            <DayField
              label={t(kind === 'instalments' ? 'plans.firstDate' : 'plans.newDueDate')}
              value={firstDate}
              onChange={setFirstDate}
            />
          </Group>
          <Textarea
            label={t('plans.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group>
            <Button onClick={() => void propose()}>{t('plans.propose')}</Button>
          </Group>
        </Stack>
      )}
      {notice && <Alert color={notice.ok ? 'green' : 'red'}>{say(notice.said)}</Alert>}
      <DataTable
        label={t('plans.of', { orderNo: props.orderNo })}
        empty={t('plans.noneForLoan')}
        rows={data?.rows}
        rowKey={(p) => p.id}
        columns={[
          {
            key: 'status',
            label: t('plans.col.status'),
            value: (p) => t(`plans.status.${p.status}`),
          },
          {
            key: 'total',
            label: t('plans.col.total'),
            value: (p) => p.total,
            render: (p) => formatMoney(p.total, props.country),
          },
          {
            key: 'schedule',
            label: t('plans.col.schedule'),
            value: (p) => scheduleText(t, p, props.country),
          },
          { key: 'reason', label: t('plans.col.reason'), value: (p) => p.reason },
        ]}
      />
    </Stack>
  );
}
