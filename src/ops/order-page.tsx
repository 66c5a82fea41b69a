/**
 * One order: what is owed, the schedule, its payment plans (a collector proposes one here),
 * payments and every double-entry journal line.
 */
import { Stack, Table, Title } from '@mantine/core';
import { statusText } from './order-status';
import { useOpsT } from './use-ops-t';
import type { JournalLine } from './types';
import { useOpsData } from './use-ops-data';
import { OrderActions } from './order-actions';
import { BorrowerLink } from './links';
import { PlansPanel } from './plans-panel';
import type { Me } from './types';
import type { Country } from '../shared/countries';

interface OrderView {
  order: {
    orderNo: string;
    userId: number;
    status: number;
    amount: number | null;
    country: Country;
  };
  owed: Record<string, number>;
  schedule: { dueDate: string; amount: number | null }[];
  payments: {
    payOrderId: string;
    purpose: string;
    amount: number;
    status: string;
    provider: string;
  }[];
  lines: (JournalLine & { entryId: number; kind: string; idemKey: string })[];
}

export function OrderPage({ orderNo }: { orderNo: string }) {
  const { t } = useOpsT();
  const { data, mutate } = useOpsData<OrderView>(`/orders/${encodeURIComponent(orderNo)}`);
  const { data: me } = useOpsData<Me>('/me');
  if (!data) return null;
  return (
    <Stack>
      <BorrowerLink userId={data.order.userId}>
        {t('borrower.heading', { id: data.order.userId })}
      </BorrowerLink>
      <Title order={2}>{t('order.heading', { orderNo })}</Title>
      <div>{t('order.status', { status: statusText(t, data.order.status) })}</div>
      <Title order={3}>{t('order.owed')}</Title>
      <div>
        {Object.entries(data.owed)
          .map(([k, v]) => `${k} ${v}`)
          .join(' · ')}
      </div>
      <OrderActions orderNo={orderNo} onDone={() => void mutate()} />
      <Title order={3}>{t('order.schedule')}</Title>
      {data.schedule.map((s) => (
        <div key={s.dueDate}>{`${s.dueDate}: ${s.amount ?? '-'}`}</div>
      ))}
      {me?.actions.includes('collections.read') && (
        <PlansPanel
          orderNo={orderNo}
          country={data.order.country}
          canPropose={me.actions.includes('collections.contact')}
        />
      )}
      <Title order={3}>{t('order.payments')}</Title>
      <Table>
        <Table.Tbody>
          {data.payments.map((p) => (
            <Table.Tr key={p.payOrderId}>
              <Table.Td>{p.payOrderId}</Table.Td>
              <Table.Td>{p.purpose}</Table.Td>
              <Table.Td>{p.provider}</Table.Td>
              <Table.Td>{p.amount}</Table.Td>
              <Table.Td>{p.status}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3}>{t('order.journal')}</Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('col.entry')}</Table.Th>
            <Table.Th>{t('col.account')}</Table.Th>
            <Table.Th>{t('col.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.lines.map((l, i) => (
            <Table.Tr key={i}>
              <Table.Td>{l.idemKey}</Table.Td>
              <Table.Td>{l.account}</Table.Td>
              <Table.Td>{l.amount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
