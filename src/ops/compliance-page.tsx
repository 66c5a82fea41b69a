/**
 * The compliance desk: the bureau files with the validator's verdict and where each was submitted,
 * a file's negative rows beside the notice that allowed each, the download and "mark submitted",
 * and the notices sent, delivered or not. Amounts with the currency, states in words. One
 * country's files at a time: it opens on the country whose files report accounts.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Group, NativeSelect, Select, TextInput, Title } from '@mantine/core';
import { COUNTRY_CODES } from '../shared/countries';
import { opsApi } from './api';
import { failureSaid, said, useSay, type Said } from './said';
import {
  day,
  dayWords,
  deliveryText,
  NoticesList,
  orderColumn,
  type Notice,
} from './compliance-notices';
import { DataTable } from './data-table';
import { dayText } from './day-words';
import { moneyText } from './money-words';
import { useOpsData } from './use-ops-data';
import { useOpsT, type OpsT } from './use-ops-t';

interface Submission {
  bureau: string;
  reference: string;
  submittedAt: string;
  email: string;
}
interface FileRow {
  id: number;
  country: string;
  period: string;
  date: string;
  name: string;
  records: number;
  negative: number;
  heldOut: number;
  bureaus: string[];
  submissions: Submission[];
}
type Negative = { orderNo: string; overdue: number; balance: number; notice: Notice | null };
interface Detail extends Omit<FileRow, 'negative'> {
  valid: boolean;
  issues: { line: number; field: string; rule: string }[];
  negative: Negative[];
}

const submittedText = (t: OpsT, f: FileRow) =>
  f.submissions
    .map((s) =>
      t('compliance.submittedTo', {
        bureau: s.bureau,
        date: dayWords(t, s.submittedAt),
        reference: s.reference,
      }),
    )
    .join('; ');

function FilePanel({ id, onChange }: { id: number; onChange: () => void }) {
  const { t } = useOpsT();
  const { data, mutate } = useOpsData<Detail>(`/bureau/files/${id}`);
  const [bureau, setBureau] = useState<string | null>(null);
  const [reference, setReference] = useState('');
  const [note, setNote] = useState<Said | null>(null);
  const say = useSay();
  // The opened file is below a long list of days: the focus (and the view) goes to it.
  const panel = useRef<HTMLElement>(null);
  const loaded = data?.id;
  useEffect(() => {
    if (loaded !== undefined) panel.current?.focus();
  }, [loaded]);
  if (!data) return null;
  const submit = async () => {
    try {
      await opsApi(`/bureau/files/${id}/submitted`, { bureau, reference });
      setNote(said('compliance.marked'));
      await mutate();
      onChange();
    } catch (err) {
      setNote(failureSaid(err));
    }
  };
  return (
    <section aria-label={data.name} ref={panel} tabIndex={-1}>
      <Title order={3}>{data.name}</Title>
      <Alert color={data.valid ? 'green' : 'red'} my="sm">
        {data.valid
          ? t('compliance.valid')
          : t('compliance.invalid', { count: data.issues.length })}
      </Alert>
      <Group my="sm">
        <Button component="a" href={`/ops/api/bureau/files/${id}/download`} download>
          {t('compliance.download')}
        </Button>
        <Select
          aria-label={t('compliance.bureau')}
          placeholder={t('compliance.bureau')}
          data={data.bureaus}
          value={bureau}
          onChange={setBureau}
        />
        <TextInput
          aria-label={t('compliance.reference')}
          placeholder={t('compliance.reference')}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
        />
        <Button onClick={() => void submit()} disabled={!bureau || reference.trim().length < 2}>
          {t('compliance.markSubmitted')}
        </Button>
      </Group>
      {note && <Alert my="sm">{say(note)}</Alert>}
      <Title order={4}>{t('compliance.negativeRows', { count: data.negative.length })}</Title>
      <DataTable
        label={t('compliance.negativeRows', { count: data.negative.length })}
        csvName={`${data.name}-negative.csv`}
        rows={data.negative}
        rowKey={(r) => r.orderNo}
        columns={[
          orderColumn<Negative>(t),
          {
            key: 'arrears',
            label: t('compliance.col.arrears'),
            value: (r) => r.overdue,
            render: (r) => moneyText(r.overdue, data.country),
          },
          {
            key: 'sent',
            label: t('compliance.col.preListingSent'),
            value: (r) => (r.notice ? day(r.notice.sentAt) : t('compliance.noNotice')),
            render: (r) => (r.notice ? dayWords(t, r.notice.sentAt) : t('compliance.noNotice')),
          },
          {
            key: 'delivery',
            label: t('compliance.col.noticeDelivered'),
            value: (r) => deliveryText(t, r.notice),
          },
        ]}
      />
    </section>
  );
}

export function CompliancePage() {
  const { t } = useOpsT();
  // Until staff pick a country, the server opens on the one whose files report accounts.
  const [chosen, setChosen] = useState<string | null>(null);
  const path = chosen ? `/bureau/files?country=${chosen}` : '/bureau/files';
  const { data, mutate } = useOpsData<{ country: string; files: FileRow[] }>(path);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <Title order={2}>{t('compliance.heading')}</Title>
      <NativeSelect
        label={t('compliance.col.country')}
        value={chosen ?? data?.country ?? ''}
        w={220}
        onChange={(e) => {
          setChosen(e.currentTarget.value);
          setOpen(null);
        }}
        data={COUNTRY_CODES.map((c) => ({ value: c, label: t(`summary.countries.${c}`) }))}
      />
      <DataTable
        label={t('compliance.heading')}
        csvName="bureau-files.csv"
        rows={data?.files}
        rowKey={(f) => f.id}
        columns={[
          {
            key: 'date',
            label: t('compliance.col.date'),
            value: (f) => f.date,
            render: (f) => dayText(f.date, t('day.pattern')),
          },
          {
            key: 'country',
            label: t('compliance.col.country'),
            value: (f) => t(`summary.countries.${f.country}`),
          },
          {
            key: 'period',
            label: t('compliance.col.period'),
            value: (f) => t(`compliance.period.${f.period}`),
          },
          { key: 'records', label: t('compliance.col.records'), value: (f) => f.records },
          { key: 'negative', label: t('compliance.col.negative'), value: (f) => f.negative },
          { key: 'heldOut', label: t('compliance.col.heldOut'), value: (f) => f.heldOut },
          {
            key: 'submitted',
            label: t('compliance.col.submitted'),
            value: (f) => submittedText(t, f) || t('compliance.notSubmitted'),
            render: (f) =>
              f.submissions.length === 0 ? (
                <Badge color="gray">{t('compliance.notSubmitted')}</Badge>
              ) : (
                submittedText(t, f)
              ),
          },
          {
            key: 'open',
            label: t('compliance.col.open'),
            action: true,
            value: () => null,
            render: (f) => (
              <Button size="xs" variant="light" onClick={() => setOpen(f.id)}>
                {t('compliance.openFile')}
              </Button>
            ),
          },
        ]}
      />
      {open !== null && <FilePanel id={open} onChange={() => void mutate()} />}
      <NoticesList />
    </>
  );
}
