/**
 * USSD sessions and where they stop (docs/decisions/0052-ussd-channel.md): over the last days,
 * how many sessions there were, how many the borrower left while a question waited and how many
 * we closed, then the same per screen, the most left first. Screen names only, never an answer.
 */
import { Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from './data-table';
import { useOpsData } from './use-ops-data';
import { useOpsT, type OpsT } from './use-ops-t';

interface DropOffRow {
  screen: string;
  dropped: number;
  ended: number;
}

const DAYS = ['1', '7', '30'] as const;

/** `form:personal:email` as "Personal form: email"; the menu's screens by their name. */
export function screenWords(t: OpsT, screen: string): string {
  const [kind, form, field] = screen.split(':');
  if (kind === 'form' && form && field)
    return t('ussd.formScreen', { form: t(`ussd.form.${form}`, { defaultValue: form }), field });
  return t(`ussd.screen.${screen.replace(':', '_')}`, { defaultValue: screen });
}

const share = (part: number, whole: number) =>
  whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`;

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Stack>
  );
}

export function UssdPage() {
  const { t } = useOpsT();
  const [days, setDays] = useState<string>('7');
  const { data } = useOpsData<{ days: number; rows: DropOffRow[] }>(`/ussd/drop-off?days=${days}`);
  const rows = data?.rows;
  const dropped = (rows ?? []).reduce((n, r) => n + r.dropped, 0);
  const ended = (rows ?? []).reduce((n, r) => n + r.ended, 0);
  const total = dropped + ended;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('ussd.heading')}</Title>
        <SegmentedControl
          aria-label={t('ussd.days')}
          value={days}
          onChange={setDays}
          data={DAYS.map((d) => ({ value: d, label: t('ussd.lastDays', { count: Number(d) }) }))}
        />
      </Group>
      <SimpleGrid cols={3} maw={640}>
        <Figure label={t('ussd.sessions')} value={total} />
        <Figure label={t('ussd.dropped')} value={`${dropped} (${share(dropped, total)})`} />
        <Figure label={t('ussd.ended')} value={ended} />
      </SimpleGrid>
      <DataTable
        label={t('ussd.perScreen')}
        csvName={`ussd-drop-off-${days}-days.csv`}
        empty={t('ussd.empty')}
        rows={rows}
        rowKey={(r) => r.screen}
        columns={[
          { key: 'screen', label: t('ussd.col.screen'), value: (r) => screenWords(t, r.screen) },
          { key: 'dropped', label: t('ussd.col.dropped'), value: (r) => r.dropped },
          {
            key: 'share',
            label: t('ussd.col.share'),
            value: (r) => share(r.dropped, r.dropped + r.ended),
          },
          { key: 'ended', label: t('ussd.col.ended'), value: (r) => r.ended },
        ]}
      />
    </Stack>
  );
}
