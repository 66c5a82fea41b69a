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
import { failureText, OpsHttpError, opsApi } from './api';
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
  onDone: (text: string) => void;
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
            () => onDone(t('flags.lifted', { kind: t(`flags.kinds.${flag.kind}`) })),
            (err: unknown) => onDone(refusal(t, err)),
          )
        }
      >
        {t('flags.lift')}
      </Button>
    </Group>
  );
}

const refusal = (t: ReturnType<typeof useOpsT>['t'], err: unknown) =>
  err instanceof OpsHttpError && ['badInput', 'alreadyFlagged'].includes(err.code)
    ? t(`flags.refused.${err.code}`)
    : failureText(t, err);

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
  const [notice, setNotice] = useState('');
  const done = (text: string) => {
    setNotice(text);
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
                () => done(t('flags.added', { kind: t(`flags.kinds.${kind}`) })),
                (err: unknown) => setNotice(refusal(t, err)),
              )
            }
          >
            {t('flags.add')}
          </Button>
        </Group>
      )}
      {notice && <Alert>{notice}</Alert>}
    </Stack>
  );
}
