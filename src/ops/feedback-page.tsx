/**
 * The feedback inbox (customer service): open threads oldest first, one thread with its messages,
 * and a reply that lights the borrower's red dot; the status (1–4 of §3) moves with it. The
 * command line (`npm run ops -- feedback`) stays for scripts.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { opsApi } from './api';
import { failureSaid, said, useSay, type Said } from './said';
import type { FeedbackThread, FeedbackSummary } from './types';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';
import { SummaryCard } from './borrower-summary';
import { OrderLink, BorrowerLink } from './links';
import { DataTable } from './data-table';

const STATUSES = [1, 2, 3, 4] as const;
const OPEN = '1,2,3';
const when = (iso: string) => iso.replace('T', ' ').slice(0, 16);

function Inbox() {
  const { t } = useOpsT();
  const [filter, setFilter] = useState(OPEN);
  const { data } = useOpsData<{ rows: FeedbackSummary[] }>(`/feedback?status=${filter}`);
  return (
    <>
      <Group justify="space-between" align="end">
        <Title order={2}>{t('feedback.heading')}</Title>
        <NativeSelect
          label={t('feedback.show')}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          data={[
            { value: OPEN, label: t('feedback.open') },
            ...STATUSES.map((s) => ({ value: String(s), label: t(`feedback.status.${s}`) })),
          ]}
        />
      </Group>
      <DataTable
        label={t('feedback.heading')}
        csvName="feedback.csv"
        empty={t('feedback.none')}
        rows={data?.rows}
        rowKey={(f) => f.id}
        columns={[
          {
            key: 'id',
            label: t('feedback.col.id'),
            value: (f) => f.id,
            render: (f) => <Anchor href={`#/feedback/${f.id}`}>{`#${f.id}`}</Anchor>,
          },
          { key: 'at', label: t('feedback.col.at'), value: (f) => when(f.createdAt) },
          {
            key: 'type',
            label: t('feedback.col.type'),
            value: (f) => t(`feedback.type.${f.type}`),
          },
          {
            key: 'status',
            label: t('feedback.col.status'),
            value: (f) => t(`feedback.status.${f.status}`),
            render: (f) => <Badge variant="light">{t(`feedback.status.${f.status}`)}</Badge>,
          },
          {
            key: 'text',
            label: t('feedback.col.text'),
            value: (f) => f.description.slice(0, 80),
          },
        ]}
      />
    </>
  );
}

function Thread({ id }: { id: string }) {
  const { t } = useOpsT();
  const { data, mutate } = useOpsData<FeedbackThread>(`/feedback/${id}`);
  const [text, setText] = useState('');
  const [status, setStatus] = useState('');
  const [notice, setNotice] = useState<Said | null>(null);
  const say = useSay();
  if (!data) return null;
  const { feedback: f, messages } = data;
  async function send() {
    try {
      await opsApi(`/feedback/${id}`, {
        ...(text.trim() ? { text } : {}),
        ...(status ? { status: Number(status) } : {}),
      });
      setText('');
      setStatus('');
      setNotice(said('feedback.sent', { id }));
      await mutate();
    } catch (err) {
      setNotice(failureSaid(err));
    }
  }
  return (
    <Stack>
      <Anchor href="#/feedback">{t('feedback.back')}</Anchor>
      <SummaryCard of={f.orderNo ? { orderNo: f.orderNo } : { userId: f.userId }} />
      <Title order={2}>{`#${f.id} · ${t(`feedback.type.${f.type}`)}`}</Title>
      <Group>
        <Badge variant="light">{t(`feedback.status.${f.status}`)}</Badge>
        <BorrowerLink userId={f.userId}>{t('feedback.borrower')}</BorrowerLink>
        {f.orderNo && <OrderLink orderNo={f.orderNo} />}
        <Text size="sm">{when(f.createdAt)}</Text>
      </Group>
      <Paper withBorder p="sm">
        <Text style={{ whiteSpace: 'pre-wrap' }}>{f.description}</Text>
      </Paper>
      {messages.map((m) => (
        <Paper
          key={m.id}
          withBorder
          p="sm"
          bg={m.sender === 'staff' ? 'var(--mantine-color-teal-light)' : undefined}
        >
          <Text
            size="xs"
            c="dimmed"
          >{`${t(`feedback.sender.${m.sender}`)} · ${when(m.createdAt)}`}</Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{m.content}</Text>
        </Paper>
      ))}
      {notice && <Alert>{say(notice)}</Alert>}
      <Textarea
        label={t('feedback.reply')}
        value={text}
        maxLength={2000}
        autosize
        minRows={3}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Group align="end">
        <NativeSelect
          label={t('feedback.setStatus')}
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value)}
          data={[
            { value: '', label: t('feedback.keepStatus') },
            ...STATUSES.map((s) => ({ value: String(s), label: t(`feedback.status.${s}`) })),
          ]}
        />
        <Button disabled={!text.trim() && !status} onClick={() => void send()}>
          {t('feedback.send')}
        </Button>
      </Group>
    </Stack>
  );
}

export function FeedbackPage({ id }: { id?: string }) {
  return id ? <Thread id={id} /> : <Inbox />;
}
