/**
 * The checker's queue (maker-checker): money a member asked to book above their limit, with who
 * asked, why, the evidence and what the journal would book. A member of another role approves
 * (it is booked) or rejects it with a note (nothing is booked); one's own requests only show.
 */
import {
  Alert,
  Anchor,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { opsApi } from './api';
import { refusalSaid, said, type Said } from './said';
import { OrderLink } from './links';
import type { CheckRow, Paged } from './types';
import { useQueue } from './use-queue';
import { useOpsT, type OpsT } from './use-ops-t';
import { DataTable } from './data-table';
import { accountWord, linesText, moneyText } from './money-words';
import { statusText } from './order-status';

const REFUSALS = [
  'ownRequest',
  'sameRole',
  'notAllowed',
  'notPending',
  'nothingToBook',
  'badInput',
];
/** Evidence figures the maker's side records as amounts (the rest are counts, ids or words). */
const AMOUNTS = /owed|amount|limit|credit|room|used|paid|total|penalty|overpayment/i;

/** The evidence the maker's side recorded, one 'label: value' line each, amounts with currency. */
function evidenceLines(t: OpsT, row: CheckRow): string[] {
  const valueText = (key: string, value: unknown): string => {
    if (typeof value === 'number' && AMOUNTS.test(key)) return moneyText(value, row.country);
    if (typeof value === 'number' && key === 'status') return statusText(t, value);
    if (typeof value === 'boolean') return t(value ? 'checks.yes' : 'checks.no');
    if (value !== null && typeof value === 'object') {
      // The windows the maker's limit was counted over: the one that binds, in words.
      const binding = (value as { binding?: unknown }).binding;
      return typeof binding === 'string' ? t(`checks.window.${binding}`) : '';
    }
    return String(value);
  };
  return Object.entries(row.evidence)
    .filter(([key]) => key !== 'fileId')
    .map(
      ([key, value]) =>
        `${t(`checks.evidence.${key}`, { defaultValue: key })}: ${valueText(key, value)}`,
    );
}

function Evidence({ row }: { row: CheckRow }) {
  const { t } = useOpsT();
  const fileId = row.evidence.fileId;
  return (
    <Stack gap={2}>
      {evidenceLines(t, row).map((line) => (
        <Text key={line} size="xs">
          {line}
        </Text>
      ))}
      {typeof fileId === 'number' && (
        <Anchor size="xs" href={`/ops/api/proofs/${fileId}/image`} target="_blank">
          {t('checks.proofImage', { id: fileId })}
        </Anchor>
      )}
    </Stack>
  );
}

function Decide({ row, onDone }: { row: CheckRow; onDone: (message: Said) => void }) {
  const { t } = useOpsT();
  const [note, setNote] = useState('');
  if (row.mine) return <Text size="sm">{t('checks.mine')}</Text>;
  // The server says who may not decide: the same role as the maker is not offered the buttons.
  if (row.refusal) return <Text size="sm">{t(`checks.error.${row.refusal}`)}</Text>;
  async function decide(verdict: 'approve' | 'reject') {
    try {
      await opsApi(`/checks/${row.id}/${verdict}`, { note });
      onDone(said(verdict === 'approve' ? 'checks.approved' : 'checks.rejected', { id: row.id }));
    } catch (err) {
      onDone(refusalSaid(err, 'checks.error', REFUSALS));
    }
  }
  return (
    <Group align="end" wrap="nowrap">
      <TextInput
        label={t('checks.note')}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        maxLength={500}
        w={220}
      />
      <Button onClick={() => void decide('approve')}>{t('checks.approve')}</Button>
      <Button
        color="red"
        variant="light"
        disabled={note.trim() === ''}
        onClick={() => void decide('reject')}
      >
        {t('checks.reject')}
      </Button>
    </Group>
  );
}

/**
 * Why the maker asked: a proof's request is worded by the server with bare figures, so it is told
 * again from its evidence with the currency; other reasons are the maker's own words.
 */
function reasonText(t: OpsT, row: CheckRow): string {
  const { fileId, proofAmount, owed } = row.evidence;
  if (row.kind !== 'proof' || typeof proofAmount !== 'number' || typeof owed !== 'number')
    return row.reason;
  return t('checks.proofReason', {
    id: String(fileId),
    amount: moneyText(proofAmount, row.country),
    owed: moneyText(owed, row.country),
  });
}

/** Who decided and what they noted; empty while the request waits. */
const decidedText = (t: OpsT, row: CheckRow): string =>
  row.status === 'pending'
    ? ''
    : `${t(`checks.status.${row.status}`, { email: row.checker?.email ?? '' })}${row.checkerNote ? `: ${row.checkerNote}` : ''}`;

export function ChecksPage() {
  const { t } = useOpsT();
  const [status, setStatus] = useState<'pending' | 'decided'>('pending');
  const { data, notice, done } = useQueue<Paged<CheckRow>>(`/checks?status=${status}`);
  return (
    <Stack>
      <Title order={2}>{t('checks.heading')}</Title>
      <SegmentedControl
        w={280}
        value={status}
        onChange={(v) => setStatus(v === 'decided' ? 'decided' : 'pending')}
        data={[
          { value: 'pending', label: t('checks.pending') },
          { value: 'decided', label: t('checks.decided') },
        ]}
      />
      {notice && <Alert role="status">{notice}</Alert>}
      <DataTable
        label={t('checks.heading')}
        csvName={`money-checks-${status}.csv`}
        empty={t('checks.empty')}
        rows={data?.rows}
        rowKey={(row) => row.id}
        columns={[
          {
            key: 'kind',
            label: t('checks.col.kind'),
            value: (row) => t(`checks.kind.${row.kind}`),
          },
          {
            key: 'order',
            label: t('checks.col.order'),
            value: (row) => row.orderNo,
            render: (row) => <OrderLink orderNo={row.orderNo} />,
          },
          {
            key: 'amount',
            label: t('checks.col.amount'),
            value: (row) => row.amount,
            render: (row) => <Text fw={600}>{moneyText(row.amount, row.country)}</Text>,
          },
          {
            key: 'maker',
            label: t('checks.col.maker'),
            value: (row) =>
              `${row.maker.email} (${t(`role.${row.maker.role}`)}): ${reasonText(t, row)}`,
            render: (row) => (
              <>
                <Text size="sm">{`${row.maker.email} (${t(`role.${row.maker.role}`)})`}</Text>
                <Text size="sm" c="dimmed">
                  {reasonText(t, row)}
                </Text>
              </>
            ),
          },
          {
            key: 'evidence',
            label: t('checks.col.evidence'),
            value: (row) => evidenceLines(t, row).join('; '),
            render: (row) => <Evidence row={row} />,
          },
          {
            key: 'effect',
            label: t('checks.col.effect'),
            value: (row) => linesText(t, row.effect, row.country),
            render: (row) =>
              row.effect.map((line) => (
                <Text key={line.account} size="sm">
                  {`${accountWord(t, line.account)} ${moneyText(line.amount, row.country)}`}
                </Text>
              )),
          },
          {
            key: 'decision',
            label: t('checks.col.decision'),
            value: (row) => decidedText(t, row),
            render: (row) =>
              row.status === 'pending' ? (
                <Decide row={row} onDone={done} />
              ) : (
                <Text size="sm">{decidedText(t, row)}</Text>
              ),
          },
        ]}
      />
    </Stack>
  );
}
