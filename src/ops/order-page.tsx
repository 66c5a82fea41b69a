/**
 * One order: the borrower and loan summary, what is owed part by part, the schedule, its payment
 * plans (a collector proposes one here), payments and the journal, every value in words and the
 * country's currency.
 */
import { Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Country } from '../shared/countries';
import { formatMoney } from '../shared/format';
import { SummaryCard } from './borrower-summary';
import type { BookedLine } from './journal-groups';
import { JournalTable } from './journal-table';
import { OrderActions } from './order-actions';
import { statusText } from './order-status';
import { PlansPanel } from './plans-panel';
import { DecisionPanel } from './decision-panel';
import { PayoutHoldPanel } from './payout-hold-panel';
import type { Me } from './types';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';
import { railWord } from './rail-words';

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
  lines: BookedLine[];
}

/** The parts of what is owed, in the order a repayment pays them. */
const OWED_PARTS = ['penalty', 'fee', 'interest', 'principal'] as const;

export function OrderPage({ orderNo }: { orderNo: string }) {
  const { t } = useOpsT();
  const { data, mutate } = useOpsData<OrderView>(`/orders/${encodeURIComponent(orderNo)}`);
  const { data: me } = useOpsData<Me>('/me');
  if (!data) return null;
  const country = data.order.country;
  // An application never paid out has nothing booked: no owed parts, schedule or journal to show.
  const booked = data.lines.length > 0;
  return (
    <Stack>
      <SummaryCard of={{ orderNo }} />
      <Title order={2}>{t('order.heading', { orderNo })}</Title>
      <div>{t('order.status', { status: statusText(t, data.order.status) })}</div>
      <Title order={3}>{t('order.owed')}</Title>
      {booked ? (
        <Group>
          {OWED_PARTS.map((part) => (
            <Text key={part}>
              {t(`order.parts.${part}`, { amount: formatMoney(data.owed[part] ?? 0, country) })}
            </Text>
          ))}
        </Group>
      ) : (
        <Text>{t('order.notBooked')}</Text>
      )}
      <OrderActions orderNo={orderNo} country={country} onDone={() => void mutate()} />
      <PayoutHoldPanel orderNo={orderNo} onDone={() => void mutate()} />
      <DecisionPanel orderNo={orderNo} country={country} />
      <Title order={3}>{t('order.schedule')}</Title>
      {data.schedule.length === 0 && <Text>{t('order.noSchedule')}</Text>}
      {data.schedule.map((s) => (
        <div key={s.dueDate}>
          {t('order.dueOn', {
            date: s.dueDate,
            amount: s.amount === null ? t('summary.none') : formatMoney(s.amount, country),
          })}
        </div>
      ))}
      {me?.actions.includes('collections.read') && (
        <PlansPanel
          orderNo={orderNo}
          country={country}
          canPropose={me.actions.includes('collections.contact')}
        />
      )}
      <Title order={3}>{t('order.payments')}</Title>
      {data.payments.length === 0 ? (
        <Text>{t('order.noPayments')}</Text>
      ) : (
        <Payments payments={data.payments} country={country} />
      )}
      <Title order={3}>{t('order.journal')}</Title>
      {booked ? (
        <JournalTable lines={data.lines} country={country} />
      ) : (
        <Text>{t('order.noLines')}</Text>
      )}
    </Stack>
  );
}

function Payments({ payments, country }: { payments: OrderView['payments']; country: Country }) {
  const { t } = useOpsT();
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          {['reference', 'purpose', 'provider', 'amount', 'state'].map((c) => (
            <Table.Th key={c}>{t(`payment.col.${c}`)}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {payments.map((p) => (
          <Table.Tr key={p.payOrderId}>
            <Table.Td>{p.payOrderId}</Table.Td>
            <Table.Td>{t(`payment.purposes.${p.purpose}`)}</Table.Td>
            <Table.Td>{railWord(t, p.provider)}</Table.Td>
            <Table.Td>{formatMoney(p.amount, country)}</Table.Td>
            <Table.Td>{t(`payment.states.${p.status}`)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
