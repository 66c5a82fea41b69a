/**
 * The append-only audit log, newest first: filtered by action, member (or the system's own acts),
 * words anywhere in the row and days; each row's detail in words (amount, reason, before and
 * after); a page at a time, the filtered list as CSV, and the hash chain verified on demand.
 */
import { Alert, Anchor, Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { opsApi } from './api';
import { failureSaid, said, useSay, type Said } from './said';
import { actionWord, actorWord, atWords, detailWords, targetWord } from './audit-words';
import type { CursorPage } from '../shared/console-paging';
import { DataTable } from './data-table';
import type { AuditRow } from './types';
import { useCursorPages } from './use-cursor-pages';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';
import en from './locales/en.json';
import { DayField } from './day-field';

const FIELDS = ['action', 'staff', 'q', 'from', 'to'] as const;

/** Every action the audit names, by its key ('proof.approve'), for the filter's words. */
const ACTIONS = Object.keys(en.auditAction).map((key) => key.replace(/_/g, '.'));

interface Verdict {
  ok: boolean;
  rows: number;
  anchors: number;
  firstBrokenId?: string | null;
}

function VerifyChain() {
  const { t } = useOpsT();
  const say = useSay();
  // Kept as a message, worded as it renders: the verdict follows a change of language.
  const [verdict, setVerdict] = useState<{ ok: boolean; said: Said }>();
  const [busy, setBusy] = useState(false);
  async function verify() {
    setBusy(true);
    try {
      const v = await opsApi<Verdict>('/audit/verify');
      setVerdict({
        ok: v.ok,
        said: v.ok
          ? said('audit.verified', { rows: v.rows, anchors: v.anchors })
          : said('audit.broken', { rows: v.rows, id: v.firstBrokenId ?? said('audit.end') }),
      });
    } catch (err) {
      setVerdict({ ok: false, said: failureSaid(err) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Group>
      <Button variant="default" loading={busy} onClick={() => void verify()}>
        {t('audit.verify')}
      </Button>
      {verdict && (
        <Alert color={verdict.ok ? 'teal' : 'red'} role="status" py={6}>
          {say(verdict.said)}
        </Alert>
      )}
    </Group>
  );
}

export function AuditPage() {
  const { t } = useOpsT();
  const [query, setQuery] = useState('');
  const pages = useCursorPages();
  const { data } = useOpsData<CursorPage<AuditRow>>(`/audit?${query}${pages.param}`);
  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const name of FIELDS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) params.set(name, value);
    }
    pages.reset();
    setQuery(params.toString());
  }
  return (
    <Stack>
      <Title order={2}>{t('audit.heading')}</Title>
      <VerifyChain />
      <form onSubmit={filter}>
        <Group align="end">
          <Select
            name="action"
            label={t('audit.filter.action')}
            data={ACTIONS.map((a) => ({ value: a, label: actionWord(t, a) }))}
            searchable
            clearable
            w={240}
          />
          <TextInput name="staff" label={t('audit.filter.staff')} w={180} />
          <TextInput name="q" label={t('audit.filter.q')} w={200} />
          <DayField name="from" label={t('audit.filter.from')} />
          <DayField name="to" label={t('audit.filter.to')} />
          <Button type="submit">{t('book.filter')}</Button>
          <Anchor href={`/ops/api/audit?${query}&format=csv`}>{t('audit.csvAll')}</Anchor>
        </Group>
      </form>
      <DataTable
        label={t('audit.heading')}
        csvName="audit-page.csv"
        empty={t('book.none')}
        rows={data?.rows}
        rowKey={(r) => r.id}
        columns={[
          // Real time, the books' day beside it when it differs (decision 0059).
          { key: 'at', label: t('audit.at'), value: (r) => atWords(t, r) },
          { key: 'staff', label: t('col.staff'), value: (r) => actorWord(t, r) },
          { key: 'action', label: t('col.action'), value: (r) => actionWord(t, r.action) },
          { key: 'target', label: t('col.target'), value: (r) => targetWord(t, r.target) },
          {
            key: 'detail',
            label: t('col.detail'),
            value: (r) => detailWords(t, r.detail, r.country),
          },
        ]}
      />
      <Group>
        <Button variant="subtle" disabled={pages.first} onClick={pages.back}>
          {t('book.prev')}
        </Button>
        <Button variant="subtle" disabled={!data?.next} onClick={() => pages.forward(data?.next)}>
          {t('book.more')}
        </Button>
      </Group>
    </Stack>
  );
}
