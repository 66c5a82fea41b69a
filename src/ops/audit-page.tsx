/** The append-only audit log, newest first. */
import { Table, Title } from '@mantine/core';
import { useOpsT } from './use-ops-t';
import type { AuditRow, Paged } from './types';
import { useOpsData } from './use-ops-data';

export function AuditPage() {
  const { t } = useOpsT();
  const { data } = useOpsData<Paged<AuditRow>>('/audit');
  return (
    <>
      <Title order={2}>{t('audit.heading')}</Title>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {['at', 'staff', 'action', 'target'].map((c) => (
              <Table.Th key={c}>{t(`col.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.at.replace('T', ' ').slice(0, 19)}</Table.Td>
              <Table.Td>{r.email}</Table.Td>
              <Table.Td>{r.action}</Table.Td>
              <Table.Td>{r.target}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
