/**
 * Staff accounts (admin): invite a member with a role, change a role (a raise waits for a second
 * admin, decision 0048), disable, enable, a new password or a new authenticator. The member's
 * sessions end at once; a new password or secret is shown here once, to hand over in person.
 */
import { Alert, Badge, Button, Code, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { opsApi } from './api';
import { failureSaid, refusalSaid, said, useSay, type Said } from './said';
import { DataTable } from './data-table';
import { momentText } from './day-words';
import { RoleRequests } from './staff-role-requests';
import { useOpsT, type OpsT } from './use-ops-t';
import { useOpsData } from './use-ops-data';

interface StaffRow {
  id: number;
  email: string;
  role: string;
  locked: boolean;
  disabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

type Change = 'disable' | 'enable' | 'password' | 'authenticator';

interface Shown {
  ok: boolean;
  said: Said;
  secrets?: string[];
}

// Staff time is real time (sign-ins, sessions), written as the audit log writes its moments.
const when = (iso: string | null, t: OpsT) =>
  iso ? momentText(iso, t('day.pattern')) : t('staff.never');

/** Why a staff call was refused. */
const refusal = (err: unknown): Said =>
  refusalSaid(err, 'staff.error', ['exists', 'badInput', 'notFound', 'ownRequest', 'notPending']);

function InviteForm({ roles, onDone }: { roles: string[]; onDone: (shown: Shown) => void }) {
  const { t } = useOpsT();
  const [role, setRole] = useState<string | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email')).trim();
    try {
      const made = await opsApi<{ password: string; totpSecret: string }>('/staff', {
        email,
        role,
      });
      form.reset();
      setRole(null);
      onDone({
        ok: true,
        said: said('staff.invited', { email, role: said(`role.${role ?? ''}`) }),
        secrets: [made.password, made.totpSecret],
      });
    } catch (err) {
      onDone({ ok: false, said: refusal(err) });
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)}>
      <Group align="end">
        <TextInput name="email" type="email" label={t('staff.email')} required w={260} />
        <Select
          label={t('staff.role')}
          data={roles.map((r) => ({ value: r, label: t(`role.${r}`) }))}
          value={role}
          onChange={setRole}
          required
          w={180}
        />
        <Button type="submit" disabled={!role}>
          {t('staff.invite')}
        </Button>
      </Group>
    </form>
  );
}

function RoleChange({
  row,
  roles,
  onDone,
}: {
  row: StaffRow;
  roles: string[];
  onDone: (s: Shown) => void;
}) {
  const { t } = useOpsT();
  const [role, setRole] = useState<string | null>(null);
  async function change() {
    try {
      const done = await opsApi<{ outcome: 'changed' | 'waiting' }>('/staff/role', {
        email: row.email,
        role,
      });
      const words = { email: row.email, role: said(`role.${role ?? ''}`) };
      onDone({
        ok: true,
        said: said(`staff.role${done.outcome === 'changed' ? 'Changed' : 'Waiting'}`, words),
      });
      setRole(null);
    } catch (err) {
      onDone({ ok: false, said: refusal(err) });
    }
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        aria-label={t('staff.newRole', { email: row.email })}
        placeholder={t('staff.newRolePlaceholder')}
        data={roles.filter((r) => r !== row.role).map((r) => ({ value: r, label: t(`role.${r}`) }))}
        value={role}
        onChange={setRole}
        size="xs"
        w={150}
      />
      <Button size="xs" variant="default" disabled={!role} onClick={() => void change()}>
        {t('staff.changeRole')}
      </Button>
    </Group>
  );
}

export function StaffPage() {
  const { t } = useOpsT();
  const { data, mutate } = useOpsData<{ roles: string[]; rows: StaffRow[] }>('/staff');
  const [message, setMessage] = useState<Shown>();
  const say = useSay();
  const roles = data?.roles ?? [];
  const { mutate: reload } = useSWRConfig();
  const shown = (s: Shown) => {
    setMessage(s);
    void mutate();
    // A role change may have left a request for a second admin: its list reads again too.
    void reload('/staff/roles');
  };
  const change = async (email: string, what: Change) => {
    if (!window.confirm(t(`staff.confirm.${what}`, { email }))) return;
    try {
      const done = await opsApi<{ password?: string; totpSecret?: string; sessionsEnded: number }>(
        '/staff/change',
        { email, change: what },
      );
      const secret = done.password ?? done.totpSecret;
      shown({
        ok: true,
        said: said(`staff.done.${what}`, { email, count: done.sessionsEnded }),
        secrets: secret ? [secret] : undefined,
      });
    } catch (err) {
      shown({ ok: false, said: failureSaid(err) });
    }
  };
  return (
    <Stack>
      <Title order={2}>{t('staff.heading')}</Title>
      {message && (
        <Alert color={message.ok ? 'teal' : 'red'} role="status">
          {say(message.said)}{' '}
          {message.secrets?.map((s) => (
            <Code key={s} mr="xs">
              {s}
            </Code>
          ))}
        </Alert>
      )}
      <Title order={3}>{t('staff.inviteHeading')}</Title>
      <InviteForm roles={roles} onDone={shown} />
      <RoleRequests onDone={shown} />
      <DataTable
        label={t('staff.heading')}
        csvName="staff.csv"
        rows={data?.rows}
        rowKey={(r) => r.id}
        columns={[
          { key: 'email', label: t('staff.email'), value: (r) => r.email },
          { key: 'role', label: t('staff.role'), value: (r) => t(`role.${r.role}`) },
          {
            key: 'state',
            label: t('staff.state'),
            value: (r) =>
              r.disabled ? t('staff.disabled') : r.locked ? t('staff.locked') : t('staff.active'),
            render: (r) =>
              // A narrow column must not cut the state to "ACTI…".
              r.disabled ? (
                <Badge miw="max-content" color="gray">
                  {t('staff.disabled')}
                </Badge>
              ) : r.locked ? (
                <Badge miw="max-content" color="orange">
                  {t('staff.locked')}
                </Badge>
              ) : (
                <Badge miw="max-content" color="teal">
                  {t('staff.active')}
                </Badge>
              ),
          },
          {
            key: 'lastSignIn',
            label: t('staff.lastSignIn'),
            value: (r) => when(r.lastSignInAt, t),
          },
          { key: 'created', label: t('staff.created'), value: (r) => when(r.createdAt, t) },
          {
            key: 'roleChange',
            label: t('staff.changeRole'),
            value: () => null,
            render: (r) => <RoleChange row={r} roles={roles} onDone={shown} />,
          },
          {
            key: 'actions',
            label: t('staff.actions'),
            value: () => null,
            render: (r) => (
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
            ),
          },
        ]}
      />
    </Stack>
  );
}
