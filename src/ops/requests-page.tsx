/**
 * Borrowers' complaints, bureau-data disputes and data requests (0026, staff side): the open ones
 * nearest their answer deadline first, an overdue one marked; staff acknowledge one by its
 * acknowledgement deadline; finance closes one with an outcome
 * and a response; the complaints register of a date range downloads as CSV.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { BorrowerLink } from './links';
import { DataTable, type Column } from './data-table';
import { AcknowledgeRequest } from './requests-ack';
import { CloseRequest } from './requests-close';
import type { Me, Paged, RightsRequestRow } from './types';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';
import type { Said } from './said';
import { useQueue } from './use-queue';
import { DayField } from './day-field';

const day = (iso: string) => iso.slice(0, 10);

function Deadline({ r }: { r: RightsRequestRow }) {
  const { t } = useOpsT();
  if (r.closedAt) return <Text size="sm">{t(`requests.outcomes.${r.outcome ?? 'upheld'}`)}</Text>;
  if (r.overdue)
    return <Badge color="red">{t('requests.overdue', { count: Math.abs(r.daysLeft) })}</Badge>;
  return <Text size="sm">{t('requests.daysLeft', { count: r.daysLeft })}</Text>;
}

type T = ReturnType<typeof useOpsT>['t'];

/** The queue's columns: sortable, saved as CSV in the words shown; closing is an action. */
function requestColumns(
  t: T,
  done: (message: Said) => void,
  canClose: boolean,
): Column<RightsRequestRow>[] {
  const columns: Column<RightsRequestRow>[] = [
    { key: 'reference', label: t('requests.col.reference'), value: (r) => r.reference },
    { key: 'kind', label: t('requests.col.kind'), value: (r) => t(`requests.kinds.${r.kind}`) },
    {
      key: 'borrower',
      label: t('requests.col.borrower'),
      value: (r) =>
        r.userId === null ? t('requests.noBorrower') : (r.name ?? t('summary.noName')),
      render: (r) => (
        <>
          {r.userId === null ? (
            t('requests.noBorrower')
          ) : (
            <BorrowerLink userId={r.userId}>{r.name ?? t('summary.noName')}</BorrowerLink>
          )}
          <Text size="xs">{r.mobile ?? ''}</Text>
        </>
      ),
    },
    { key: 'filed', label: t('requests.col.filed'), value: (r) => day(r.filedAt) },
    {
      key: 'acknowledge',
      label: t('requests.col.acknowledge'),
      value: (r) => (r.acknowledgedAt ? day(r.acknowledgedAt) : null),
      render: (r) => <AcknowledgeRequest r={r} onDone={done} />,
    },
    { key: 'deadline', label: t('requests.col.deadline'), value: (r) => day(r.deadline) },
    {
      key: 'state',
      label: t('requests.col.state'),
      // An open one sorts (and saves) as its days left, overdue ones first; a closed one as its outcome.
      value: (r) => (r.closedAt ? t(`requests.outcomes.${r.outcome ?? 'upheld'}`) : r.daysLeft),
      render: (r) => <Deadline r={r} />,
    },
  ];
  if (canClose)
    columns.push({
      key: 'action',
      label: t('requests.col.action'),
      action: true,
      value: () => null,
      render: (r) => <CloseRequest id={r.id} reference={r.reference} onDone={done} />,
    });
  return columns;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The day `ms` falls on where the member sits (not in UTC, which is yesterday before 03:00 here). */
function localDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${twoDigits(d.getMonth() + 1)}-${twoDigits(d.getDate())}`;
}

/**
 * The register's range: the month so far unless staff pick another, by the books' clock (the
 * server's: a sandbox's moved clock files its requests on its own days).
 */
function Register({ booksNow }: { booksNow: number }) {
  const { t } = useOpsT();
  const today = localDay(booksNow);
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const href = `/ops/api/rights-requests/register.csv?from=${from}&to=${to}`;
  return (
    <Group align="end">
      <DayField label={t('requests.registerFrom')} value={from} onChange={setFrom} />
      <DayField label={t('requests.registerTo')} value={to} onChange={setTo} />
      <Anchor href={href}>{t('requests.register')}</Anchor>
    </Group>
  );
}

export function RequestsPage() {
  const { t } = useOpsT();
  const { data: me } = useOpsData<Me>('/me');
  const [status, setStatus] = useState('open');
  const [page, setPage] = useState(1);
  const path = `/rights-requests?status=${status}${page > 1 ? `&page=${page}` : ''}`;
  const { data, notice, done } = useQueue<Paged<RightsRequestRow>>(path);
  const canClose = status === 'open' && (me?.actions.includes('rights.close') ?? false);
  return (
    <Stack>
      <Title order={2}>{t('requests.heading')}</Title>
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        data={[
          { value: 'open', label: t('requests.open') },
          { value: 'closed', label: t('requests.closedTab') },
        ]}
      />
      {me && <Register booksNow={me.booksNow ?? Date.now()} />}
      {notice && <Alert>{notice}</Alert>}
      <DataTable
        label={t('requests.heading')}
        csvName={`requests-${status}.csv`}
        empty={t('requests.none')}
        rows={data?.rows}
        rowKey={(r) => r.id}
        rowBg={(r) => (r.overdue && !r.closedAt ? 'red.0' : undefined)}
        columns={requestColumns(t, done, canClose)}
      />
      <Group>
        <Button variant="subtle" disabled={page === 1} onClick={() => setPage(page - 1)}>
          {t('book.prev')}
        </Button>
        <Button variant="subtle" disabled={!data?.more} onClick={() => setPage(page + 1)}>
          {t('book.more')}
        </Button>
      </Group>
    </Stack>
  );
}
