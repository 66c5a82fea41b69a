/**
 * The money rails as staff need to see them: a banner on every page while a rail's float is below
 * its minimum (payouts wait until it is topped up), and the payouts whose outcome the rail has not
 * told yet, oldest first, with their age. A status query settles each; nobody sends one again.
 */
import { Alert, Table, Title } from '@mantine/core';
import type { RailsView } from './types';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';

/** "3 h 5 min", "12 min", "40 s": the age of a payout at a glance. */
export function ageText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const min = Math.floor((seconds % 3600) / 60);
  if (h > 0) return `${h} h ${min} min`;
  return min > 0 ? `${min} min` : `${seconds} s`;
}

export function PayoutsPausedBanner() {
  const { t } = useOpsT();
  const { data } = useOpsData<RailsView>('/rails');
  const paused = data?.floats.filter((f) => f.paused) ?? [];
  if (paused.length === 0) return null;
  return (
    <Alert color="red" role="alert" mb="md" title={t('rails.pausedTitle')}>
      {paused.map((f) => (
        <div key={f.rail}>
          {t('rails.paused', {
            rail: f.rail,
            countries: f.countries.join(', '),
            available: (f.available ?? 0).toLocaleString('en'),
            minimum: f.minimum.toLocaleString('en'),
          })}
        </div>
      ))}
    </Alert>
  );
}

export function UnknownPayoutsSection() {
  const { t } = useOpsT();
  const { data } = useOpsData<RailsView>('/rails');
  if (!data) return null;
  return (
    <>
      <Title order={2} mt="xl">
        {t('rails.unknownHeading')}
      </Title>
      {data.unknown.length === 0 ? (
        <Alert my="sm" color="green">
          {t('rails.noUnknown')}
        </Alert>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {['payment', 'order', 'amount', 'provider', 'age'].map((c) => (
                <Table.Th key={c}>{t(`rails.col.${c}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.unknown.map((p) => (
              <Table.Tr key={p.payOrderId}>
                <Table.Td>{p.payOrderId}</Table.Td>
                <Table.Td>
                  <a href={`#/order/${encodeURIComponent(p.orderNo)}`}>{p.orderNo}</a>
                </Table.Td>
                <Table.Td>{p.amount.toLocaleString('en')}</Table.Td>
                <Table.Td>{p.provider}</Table.Td>
                <Table.Td>{ageText(p.ageSeconds)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
