/**
 * The lead's assignment: the buckets each collector works and a cap per person; the server gives
 * the unassigned overdue loans out, the latest and largest first, and says how many it gave.
 */
import { Alert, Button, Checkbox, Group, NumberInput, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import type { Country } from '../shared/countries';
import { opsApi } from './api';
import { failureSaid, said, useSay, type Said } from './said';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';

interface Collectors {
  rows: { id: number; email: string }[];
}

export function CollectionsAssign(props: {
  country: Country;
  buckets: string[];
  onDone: () => void;
}) {
  const { t } = useOpsT();
  const { data } = useOpsData<Collectors>('/collections/collectors');
  const [cap, setCap] = useState<number | string>(50);
  const [chosen, setChosen] = useState<Record<number, string[]>>({});
  const [notice, setNotice] = useState<{ ok: boolean; said: Said } | null>(null);
  const say = useSay();
  const toggle = (id: number, bucket: string) =>
    setChosen((was) => {
      const mine = was[id] ?? [];
      const next = mine.includes(bucket) ? mine.filter((b) => b !== bucket) : [...mine, bucket];
      return { ...was, [id]: next };
    });

  async function assign() {
    const collectors = Object.entries(chosen)
      .filter(([, buckets]) => buckets.length > 0)
      .map(([id, buckets]) => ({ staffId: Number(id), buckets }));
    try {
      const answer = await opsApi<{ assigned: number }>('/collections/assign', {
        country: props.country,
        cap: Number(cap),
        collectors,
      });
      setNotice({ ok: true, said: said('collections.assigned', { count: answer.assigned }) });
      props.onDone();
    } catch (err) {
      setNotice({ ok: false, said: failureSaid(err) });
    }
  }

  if (!data || data.rows.length === 0) return null;
  return (
    <Stack>
      <Title order={4}>{t('collections.assignHeading')}</Title>
      <Table>
        <Table.Tbody>
          {data.rows.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>{c.email}</Table.Td>
              {props.buckets.map((b) => (
                <Table.Td key={b}>
                  <Checkbox
                    label={b}
                    aria-label={`${c.email} ${b}`}
                    checked={(chosen[c.id] ?? []).includes(b)}
                    onChange={() => toggle(c.id, b)}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group align="end">
        <NumberInput label={t('collections.cap')} value={cap} onChange={setCap} min={1} />
        <Button onClick={() => void assign()}>{t('collections.assign')}</Button>
      </Group>
      {notice && <Alert color={notice.ok ? 'green' : 'red'}>{say(notice.said)}</Alert>}
    </Stack>
  );
}
