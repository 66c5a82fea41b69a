/**
 * Applications the rules referred to a person, oldest first with how long each has waited: approve
 * with a reason (the borrower goes on to take the money), or reject with a reason and the day they
 * may apply again.
 */
import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { failureText, opsApi } from './api';
import type { Paged } from './types';
import { useQueue } from './use-queue';
import { useOpsT } from './use-ops-t';
import { OrderLink, BorrowerLink } from './links';

interface ReferralRow {
  orderNo: string;
  userId: number;
  mobile: string;
  name: string | null;
  amount: number | null;
  days: number | null;
  missedPayment: string | null;
  overdueElsewhere: string | null;
  waitingMinutes: number;
}

function Decide({ row, onDone }: { row: ReferralRow; onDone: (text: string) => void }) {
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
      onDone(t(words, { orderNo: row.orderNo }));
    } catch (err) {
      onDone(failureText(t, err));
    }
  }
  return (
    <Group wrap="nowrap" align="end">
      <TextInput
        label={t('referrals.reason')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={500}
      />
      <TextInput
        type="date"
        label={t('referrals.reapplyOn')}
        value={reapplyOn}
        onChange={(e) => setReapplyOn(e.currentTarget.value)}
      />
      {/* Either way staff say why: the words are kept with the decision and audited. */}
      <Button disabled={!reason.trim()} onClick={() => void send('approve')}>
        {t('referrals.approve')}
      </Button>
      <Button
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

export function ReferralsPage() {
  const { t } = useOpsT();
  const { data, notice, done } = useQueue<Paged<ReferralRow>>('/referrals');
  return (
    <Stack>
      <Title order={2}>{t('referrals.heading')}</Title>
      {notice && <Alert role="status">{notice}</Alert>}
      {data?.rows.length === 0 && <Text>{t('referrals.empty')}</Text>}
      <Table>
        <Table.Tbody>
          {data?.rows.map((r) => (
            <Table.Tr key={r.orderNo}>
              <Table.Td>
                <BorrowerLink userId={r.userId}>{r.name ?? r.mobile}</BorrowerLink>
                <div>
                  <OrderLink orderNo={r.orderNo} />
                </div>
              </Table.Td>
              <Table.Td>
                {t('referrals.asked', { amount: r.amount ?? 0, days: r.days ?? 0 })}
              </Table.Td>
              <Table.Td>
                {t('referrals.answers', {
                  missed: r.missedPayment ?? '—',
                  overdue: r.overdueElsewhere ?? '—',
                })}
              </Table.Td>
              <Table.Td>
                {t('referrals.waiting', { hours: Math.floor(r.waitingMinutes / 60) })}
              </Table.Td>
              <Table.Td>
                <Decide row={r} onDone={done} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
