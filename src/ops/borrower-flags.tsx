/**
 * A borrower's flags (fraud, deceased, dispute, do-not-contact): the live ones with who put them
 * and why, each lifted with a reason; a new one put with a reason. The server audits both in the
 * same transaction, and a flag that forbids contact stops collection contacts and reminders at once.
 */
import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { mutate as revalidateAll } from 'swr';
import { opsApi } from './api';
import { refusalSaid, said, useSay, type Said } from './said';
import type { FlagKind } from './summary-types';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';

const KINDS: readonly FlagKind[] = ['doNotContact', 'dispute', 'deceased', 'fraud'];

interface FlagRow {
  id: number;
  kind: FlagKind;
  reason: string;
  createdAt: string;
  liftedAt: string | null;
  liftReason: string | null;
}

function LiftFlag({
  path,
  flag,
  onDone,
}: {
  path: string;
  flag: FlagRow;
  onDone: (message: Said) => void;
}) {
  const { t } = useOpsT();
  const [reason, setReason] = useState('');
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        size="xs"
        aria-label={t('flags.liftReason', { kind: t(`flags.kinds.${flag.kind}`) })}
        placeholder={t('flags.reason')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      <Button
        size="xs"
        variant="default"
        onClick={() =>
          void opsApi(`${path}/${flag.id}/lift`, { reason }).then(
            () => onDone(said('flags.lifted', { kind: said(`flags.kinds.${flag.kind}`) })),
            (err: unknown) => onDone(refusal(err)),
          )
        }
      >
        {t('flags.lift')}
      </Button>
    </Group>
  );
}

const refusal = (err: unknown): Said =>
  refusalSaid(err, 'flags.refused', ['badInput', 'alreadyFlagged']);

export function BorrowerFlags({
  userId,
  canManage,
  onChange,
}: {
  userId: string;
  canManage: boolean;
  onChange: () => void;
}) {
  const { t } = useOpsT();
  const path = `/borrowers/${userId}/flags`;
  const { data, mutate } = useOpsData<{ rows: FlagRow[] }>(path);
  const [kind, setKind] = useState<FlagKind>('doNotContact');
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<Said | null>(null);
  const say = useSay();
  const done = (message: Said) => {
    setNotice(message);
    setReason('');
    void mutate();
    // A flag takes a borrower off collections at once: every queue already read is read again,
    // so the one the collector goes back to shows it (however soon they go back).
    void revalidateAll((key) => typeof key === 'string' && key.startsWith('/collections/'));
    onChange();
  };
  return (
    <Stack gap="xs">
      <Title order={3}>{t('flags.heading')}</Title>
      <Text size="sm" c="dimmed">
        {t('flags.help')}
      </Text>
      <Table>
        <Table.Tbody>
          {data?.rows.map((f) => (
            <Table.Tr key={f.id}>
              <Table.Td>
                <Badge color={f.liftedAt ? 'gray' : 'red'}>{t(`flags.kinds.${f.kind}`)}</Badge>
              </Table.Td>
              <Table.Td>
                {t('flags.put', { day: f.createdAt.slice(0, 10), reason: f.reason })}
              </Table.Td>
              <Table.Td>
                {f.liftedAt
                  ? t('flags.wasLifted', {
                      day: f.liftedAt.slice(0, 10),
                      reason: f.liftReason ?? '',
                    })
                  : canManage && <LiftFlag path={path} flag={f} onDone={done} />}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {data && data.rows.length === 0 && <Text size="sm">{t('flags.none')}</Text>}
      {canManage && (
        <Group align="end">
          <NativeSelect
            label={t('flags.kind')}
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as FlagKind)}
            data={KINDS.map((k) => ({ value: k, label: t(`flags.kinds.${k}`) }))}
          />
          <TextInput
            label={t('flags.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Button
            onClick={() =>
              void opsApi(path, { kind, reason }).then(
                () => done(said('flags.added', { kind: said(`flags.kinds.${kind}`) })),
                (err: unknown) => setNotice(refusal(err)),
              )
            }
          >
            {t('flags.add')}
          </Button>
        </Group>
      )}
      {notice && <Alert>{say(notice)}</Alert>}
    </Stack>
  );
}
