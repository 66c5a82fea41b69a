/**
 * Staff accounts (admin): disable, enable, a new password or a new authenticator. The member's
 * sessions end at once; a new password or secret is shown here once, to hand over in person.
 */
import { Alert, Badge, Button, Code, Group, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { failureText, opsApi } from './api';
import { useOpsT } from './use-ops-t';
import { useOpsData } from './use-ops-data';

interface StaffRow {
  id: number;
  email: string;
  role: string;
  locked: boolean;
  disabled: boolean;
}

type Change = 'disable' | 'enable' | 'password' | 'authenticator';

interface Changed {
  staff: { email: string };
  password?: string;
  totpSecret?: string;
  sessionsEnded: number;
}

export function StaffPage() {
  const { t } = useOpsT();
  const { data, mutate } = useOpsData<{ rows: StaffRow[] }>('/staff');
  const [message, setMessage] = useState<{ ok: boolean; text: string; secret?: string }>();
  const change = async (email: string, what: Change) => {
    if (!window.confirm(t(`staff.confirm.${what}`, { email }))) return;
    try {
      const done = await opsApi<Changed>('/staff/change', { email, change: what });
      const secret = done.password ?? done.totpSecret;
      setMessage({
        ok: true,
        text: t(`staff.done.${what}`, { email, count: done.sessionsEnded }),
        secret,
      });
      await mutate();
    } catch (err) {
      setMessage({ ok: false, text: failureText(t, err) });
    }
  };
  return (
    <>
      <Title order={2}>{t('staff.heading')}</Title>
      {message && (
        <Alert color={message.ok ? 'teal' : 'red'} my="sm">
          {message.text} {message.secret && <Code>{message.secret}</Code>}
        </Alert>
      )}
      <Table striped>
        <Table.Tbody>
          {data?.rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.email}</Table.Td>
              <Table.Td>{r.role}</Table.Td>
              <Table.Td>
                {r.disabled && <Badge color="gray">{t('staff.disabled')}</Badge>}
                {r.locked && <Badge color="orange">{t('staff.locked')}</Badge>}
              </Table.Td>
              <Table.Td>
                <Group gap="xs">
                  {(['disable', 'enable', 'password', 'authenticator'] as const)
                    .filter(
                      (what) =>
                        (what === 'enable') === r.disabled ||
                        what === 'password' ||
                        what === 'authenticator',
                    )
                    .map((what) => (
                      <Button
                        key={what}
                        size="xs"
                        variant="default"
                        onClick={() => void change(r.email, what)}
                      >
                        {t(`staff.action.${what}`)}
                      </Button>
                    ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
