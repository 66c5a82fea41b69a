/**
 * The compliance desk: the bureau files with the validator's verdict and where each was submitted,
 * a file's negative rows beside the notice that allowed each, the download and "mark submitted",
 * and the notices sent, delivered or not. Amounts with the currency, states in words.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Select, Table, TextInput, Title } from '@mantine/core';
import { formatMoney } from '../shared/format';
import { isCountry } from '../shared/countries';
import { failureText, opsApi } from './api';
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
interface Notice {
  orderNo: string;
  country: string;
  kind: string;
  amount: number;
  sentAt: string;
  sms: string;
  deliveredAt: string | null;
}
interface Detail extends Omit<FileRow, 'negative'> {
  valid: boolean;
  issues: { line: number; field: string; rule: string }[];
  negative: { orderNo: string; overdue: number; balance: number; notice: Notice | null }[];
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
const money = (amount: number, country: string) =>
  formatMoney(amount, isCountry(country) ? country : undefined);

function NoticeCells({ t, notice }: { t: OpsT; notice: Notice | null }) {
  if (!notice) return <Table.Td colSpan={2}>{t('compliance.noNotice')}</Table.Td>;
  return (
    <>
      <Table.Td>{day(notice.sentAt)}</Table.Td>
      <Table.Td>
        {notice.deliveredAt
          ? t('compliance.deliveredOn', { date: day(notice.deliveredAt) })
          : t(`compliance.sms.${notice.sms}`)}
      </Table.Td>
    </>
  );
}

function FilePanel({ id, onChange }: { id: number; onChange: () => void }) {
  const { t } = useOpsT();
  const { data, mutate } = useOpsData<Detail>(`/bureau/files/${id}`);
  const [bureau, setBureau] = useState<string | null>(null);
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  if (!data) return null;
  const submit = async () => {
    try {
      await opsApi(`/bureau/files/${id}/submitted`, { bureau, reference });
      setNote(t('compliance.marked'));
      await mutate();
      onChange();
    } catch (err) {
      setNote(failureText(t, err));
    }
  };
  return (
    <section aria-label={data.name}>
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
      {note && <Alert my="sm">{note}</Alert>}
      <Title order={4}>{t('compliance.negativeRows', { count: data.negative.length })}</Title>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {['order', 'arrears', 'noticeSent', 'noticeDelivered'].map((c) => (
              <Table.Th key={c}>{t(`compliance.col.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.negative.map((row) => (
            <Table.Tr key={row.orderNo}>
              <Table.Td>
                <a href={`#/order/${encodeURIComponent(row.orderNo)}`}>{row.orderNo}</a>
              </Table.Td>
              <Table.Td>{money(row.overdue, data.country)}</Table.Td>
              <NoticeCells t={t} notice={row.notice} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

function NoticesList() {
  const { t } = useOpsT();
  const [delivered, setDelivered] = useState<string>('all');
  const query = delivered === 'all' ? '' : `?delivered=${delivered}`;
  const { data } = useOpsData<{ notices: Notice[] }>(`/bureau/notices${query}`);
  return (
    <section aria-label={t('compliance.notices')}>
      <Title order={3}>{t('compliance.notices')}</Title>
      <Select
        aria-label={t('compliance.deliveredFilter')}
        data={['all', 'yes', 'no'].map((v) => ({
          value: v,
          label: t(`compliance.delivered.${v}`),
        }))}
        value={delivered}
        onChange={(v) => setDelivered(v ?? 'all')}
        w={240}
      />
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {['order', 'kind', 'amount', 'noticeSent', 'noticeDelivered'].map((c) => (
              <Table.Th key={c}>{t(`compliance.col.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(data?.notices ?? []).map((n) => (
            <Table.Tr key={`${n.orderNo}-${n.kind}`}>
              <Table.Td>{n.orderNo}</Table.Td>
              <Table.Td>{t(`compliance.kind.${n.kind}`)}</Table.Td>
              <Table.Td>{money(n.amount, n.country)}</Table.Td>
              <NoticeCells t={t} notice={n} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

export function CompliancePage() {
  const { t } = useOpsT();
  const { data, mutate } = useOpsData<{ files: FileRow[] }>('/bureau/files');
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <Title order={2}>{t('compliance.heading')}</Title>
      <Table striped my="md">
        <Table.Thead>
          <Table.Tr>
            {['date', 'period', 'records', 'negative', 'heldOut', 'submitted', 'open'].map((c) => (
              <Table.Th key={c}>{t(`compliance.col.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(data?.files ?? []).map((f) => (
            <Table.Tr key={f.id}>
              <Table.Td>{f.date}</Table.Td>
              <Table.Td>{t(`compliance.period.${f.period}`)}</Table.Td>
              <Table.Td>{f.records}</Table.Td>
              <Table.Td>{f.negative}</Table.Td>
              <Table.Td>{f.heldOut}</Table.Td>
              <Table.Td>
                {f.submissions.length === 0 ? (
                  <Badge color="gray">{t('compliance.notSubmitted')}</Badge>
                ) : (
                  f.submissions.map((s) => (
                    <div key={s.bureau}>
                      {t('compliance.submittedTo', {
                        bureau: s.bureau,
                        date: day(s.submittedAt),
                        reference: s.reference,
                      })}
                    </div>
                  ))
                )}
              </Table.Td>
              <Table.Td>
                <Button size="xs" variant="light" onClick={() => setOpen(f.id)}>
                  {t('compliance.openFile')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {open !== null && <FilePanel id={open} onChange={() => void mutate()} />}
      <NoticesList />
    </>
  );
}
