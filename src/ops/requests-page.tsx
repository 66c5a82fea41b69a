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
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { BorrowerLink } from './links';
import { AcknowledgeRequest } from './requests-ack';
import { CloseRequest } from './requests-close';
import type { Me, Paged, RightsRequestRow } from './types';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';
import { useQueue } from './use-queue';

const day = (iso: string) => iso.slice(0, 10);

function Deadline({ r }: { r: RightsRequestRow }) {
  const { t } = useOpsT();
  if (r.closedAt) return <Text size="sm">{t(`requests.outcomes.${r.outcome ?? 'upheld'}`)}</Text>;
  if (r.overdue)
    return <Badge color="red">{t('requests.overdue', { count: Math.abs(r.daysLeft) })}</Badge>;
  return <Text size="sm">{t('requests.daysLeft', { count: r.daysLeft })}</Text>;
}

/** The register's range: the month so far unless staff pick another. */
function Register() {
  const { t } = useOpsT();
  const today = new Date().toISOString().slice(0, 10);
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const href = `/ops/api/rights-requests/register.csv?from=${from}&to=${to}`;
  return (
    <Group align="end">
      <TextInput
        label={t('book.from')}
        value={from}
        onChange={(e) => setFrom(e.currentTarget.value)}
      />
      <TextInput label={t('book.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
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
  const rows = data?.rows ?? [];
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
      <Register />
      {notice && <Alert>{notice}</Alert>}
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {['reference', 'kind', 'borrower', 'filed', 'acknowledge', 'deadline', 'state'].map(
              (c) => (
                <Table.Th key={c}>{t(`requests.col.${c}`)}</Table.Th>
              ),
            )}
            {canClose && <Table.Th>{t('requests.col.action')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id} bg={r.overdue && !r.closedAt ? 'red.0' : undefined}>
              <Table.Td>{r.reference}</Table.Td>
              <Table.Td>{t(`requests.kinds.${r.kind}`)}</Table.Td>
              <Table.Td>
                {r.userId === null ? (
                  t('requests.noBorrower')
                ) : (
                  <BorrowerLink userId={r.userId}>{r.name ?? t('summary.noName')}</BorrowerLink>
                )}
                <Text size="xs">{r.mobile ?? ''}</Text>
              </Table.Td>
              <Table.Td>{day(r.filedAt)}</Table.Td>
              <Table.Td>
                <AcknowledgeRequest r={r} onDone={done} />
              </Table.Td>
              <Table.Td>{day(r.deadline)}</Table.Td>
              <Table.Td>
                <Deadline r={r} />
              </Table.Td>
              {canClose && (
                <Table.Td>
                  <CloseRequest id={r.id} reference={r.reference} onDone={done} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {data && rows.length === 0 && <Text>{t('requests.none')}</Text>}
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
