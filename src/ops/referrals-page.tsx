/**
 * Applications the rules referred to a person, oldest first with how long each has waited: approve
 * with a reason (the borrower goes on to take the money), or reject with a reason and the day they
 * may apply again.
 */
import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { opsApi } from './api';
import { failureSaid, said, type Said } from './said';
import type { Paged } from './types';
import { useQueue } from './use-queue';
import { useOpsT, type OpsT } from './use-ops-t';
import { DataTable } from './data-table';
import { moneyText, spanText } from './money-words';
import { OrderLink, BorrowerLink } from './links';
import { DayField } from './day-field';

interface ReferralRow {
  orderNo: string;
  userId: number;
  mobile: string;
  name: string | null;
  country: string;
  amount: number | null;
  days: number | null;
  missedPayment: string | null;
  overdueElsewhere: string | null;
  waitingMinutes: number;
}

function Decide({ row, onDone }: { row: ReferralRow; onDone: (message: Said) => void }) {
  const { t } = useOpsT();
  const [reason, setReason] = useState('');
  const [reapplyOn, setReapplyOn] = useState('');
  async function send(path: 'approve' | 'reject') {
    try {
      const body = path === 'approve' ? { reason } : { reason, reapplyOn };
      const done = await opsApi<{ status: number }>(
        `/referrals/${encodeURIComponent(row.orderNo)}/${path}`,
        body,
      );
      // Still assessing (1): the first of two members approved.
      const words =
        path === 'reject'
          ? 'referrals.rejected'
          : done.status === 1
            ? 'referrals.firstApproval'
            : 'referrals.approved';
      onDone(said(words, { orderNo: row.orderNo }));
    } catch (err) {
      onDone(failureSaid(err));
    }
  }
  return (
    // The buttons keep their words whole; the Group would otherwise cap each child's width.
    <Group wrap="nowrap" align="end" preventGrowOverflow={false}>
      <TextInput
        label={t('referrals.reason')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={500}
      />
      <DayField label={t('referrals.reapplyOn')} value={reapplyOn} onChange={setReapplyOn} />
      {/* Either way staff say why: the words are kept with the decision and audited. */}
      <Button miw="max-content" disabled={!reason.trim()} onClick={() => void send('approve')}>
        {t('referrals.approve')}
      </Button>
      <Button
        miw="max-content"
        color="red"
        variant="light"
        disabled={!reason.trim() || !reapplyOn}
        onClick={() => void send('reject')}
      >
        {t('referrals.reject')}
      </Button>
    </Group>
  );
}

/** A questionnaire answer as read: yes and no in the console's language, a count as it is. */
const answer = (t: OpsT, value: string | null) =>
  value === null ? '—' : value === 'yes' || value === 'no' ? t(`checks.${value}`) : value;

export function ReferralsPage() {
  const { t } = useOpsT();
  const { data, notice, done } = useQueue<Paged<ReferralRow>>('/referrals');
  return (
    <Stack>
      <Title order={2}>{t('referrals.heading')}</Title>
      {notice && <Alert role="status">{notice}</Alert>}
      <DataTable
        label={t('referrals.heading')}
        csvName="referred-applications.csv"
        empty={t('referrals.empty')}
        rows={data?.rows}
        rowKey={(r) => r.orderNo}
        columns={[
          {
            key: 'borrower',
            label: t('referrals.col.borrower'),
            value: (r) => r.name ?? r.mobile,
            render: (r) => <BorrowerLink userId={r.userId}>{r.name ?? r.mobile}</BorrowerLink>,
          },
          {
            key: 'order',
            label: t('referrals.col.order'),
            value: (r) => r.orderNo,
            render: (r) => <OrderLink orderNo={r.orderNo} />,
          },
          {
            key: 'asked',
            label: t('referrals.col.asked'),
            value: (r) => r.amount,
            render: (r) =>
              t('referrals.asked', {
                amount: moneyText(r.amount ?? 0, r.country),
                days: r.days ?? 0,
              }),
          },
          {
            key: 'missed',
            label: t('referrals.col.missed'),
            value: (r) => answer(t, r.missedPayment),
          },
          {
            key: 'overdue',
            label: t('referrals.col.overdue'),
            value: (r) => answer(t, r.overdueElsewhere),
          },
          {
            key: 'waiting',
            label: t('referrals.col.waiting'),
            value: (r) => r.waitingMinutes,
            render: (r) => spanText(t, r.waitingMinutes),
          },
          {
            key: 'decide',
            label: t('referrals.col.decide'),
            action: true,
            value: () => null,
            render: (r) => <Decide row={r} onDone={done} />,
          },
        ]}
      />
    </Stack>
  );
}
