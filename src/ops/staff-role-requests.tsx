/** Role raises waiting for a second admin (decision 0048): the asker sees theirs wait. */
import { Alert, Button, Group, Table, Text } from '@mantine/core';
import { opsApi } from './api';
import { refusalSaid, said, type Said } from './said';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';

interface RoleRequest {
  id: number;
  email: string | null;
  from: string;
  to: string;
  askedBy: string | null;
  askedAt: string;
  mine: boolean;
}

export function RoleRequests({ onDone }: { onDone: (s: { ok: boolean; said: Said }) => void }) {
  const { t } = useOpsT();
  const { data, mutate } = useOpsData<{ rows: RoleRequest[] }>('/staff/roles');
  if (!data || data.rows.length === 0) return null;
  async function decide(row: RoleRequest, verdict: 'approve' | 'decline') {
    try {
      await opsApi(`/staff/role/${row.id}/${verdict}`, {});
      onDone({ ok: true, said: said(`staff.request.${verdict}d`, { email: row.email ?? '' }) });
    } catch (err) {
      onDone({ ok: false, said: refusalSaid(err, 'staff.error', ['ownRequest', 'notPending']) });
    }
    await mutate();
  }
  return (
    <Alert color="yellow" title={t('staff.request.heading')}>
      <Table>
        <Table.Tbody>
          {data.rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                {t('staff.request.line', {
                  email: r.email ?? '',
                  from: t(`role.${r.from}`),
                  to: t(`role.${r.to}`),
                  askedBy: r.askedBy ?? '',
                })}
              </Table.Td>
              <Table.Td>
                {r.mine ? (
                  <Text size="sm">{t('staff.request.mine')}</Text>
                ) : (
                  <Group gap="xs">
                    <Button size="xs" onClick={() => void decide(r, 'approve')}>
                      {t('staff.request.approve')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      onClick={() => void decide(r, 'decline')}
                    >
                      {t('staff.request.decline')}
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}
