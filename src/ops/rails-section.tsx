/**
 * The money rails as staff need to see them: a banner on every page while a rail's float is below
 * its minimum (payouts wait until it is topped up), and the payouts whose outcome the rail has not
 * told yet, oldest first, with their age. A status query settles each; nobody sends one again.
 */
import { Alert, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { moneyText } from './money-words';
import type { RailsView } from './types';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';
import { railWord } from './rail-words';

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
            rail: railWord(t, f.rail),
            countries: f.countries.join(', '),
            available: moneyText(f.available ?? 0, f.countries[0]),
            minimum: moneyText(f.minimum, f.countries[0]),
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
                <Table.Td>{moneyText(p.amount)}</Table.Td>
                <Table.Td>{railWord(t, p.provider)}</Table.Td>
                <Table.Td>{ageText(p.ageSeconds)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}

/** Each rail's float against its minimum, with its readings over the last week, newest first. */
export function FloatsSection() {
  const { t } = useOpsT();
  const { data } = useOpsData<RailsView>('/rails');
  if (!data) return null;
  return (
    <>
      <Title order={2} mt="xl">
        {t('rails.floatsHeading')}
      </Title>
      {data.floats.length === 0 && <Text>{t('rails.noFloats')}</Text>}
      {data.floats.map((f) => {
        const country = f.countries[0];
        return (
          <Stack key={f.rail} gap="xs">
            <Group>
              <Text fw={700}>
                {t('rails.railName', {
                  rail: railWord(t, f.rail),
                  countries: f.countries.join(', '),
                })}
              </Text>
              <Badge color={f.paused ? 'red' : 'teal'}>
                {t(f.paused ? 'rails.statePaused' : 'rails.stateOk')}
              </Badge>
            </Group>
            <Text size="sm">
              {t('rails.floatNow', {
                available:
                  f.available === undefined ? t('rails.notRead') : moneyText(f.available, country),
                minimum: moneyText(f.minimum, country),
              })}
            </Text>
            <Table striped aria-label={t('rails.historyOf', { rail: railWord(t, f.rail) })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('rails.col.readAt')}</Table.Th>
                  <Table.Th>{t('rails.col.available')}</Table.Th>
                  <Table.Th>{t('rails.col.change')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {f.history.slice(0, 12).map((h, i) => {
                  const before = f.history[i + 1];
                  const change = before ? h.available - before.available : null;
                  return (
                    <Table.Tr key={h.at}>
                      <Table.Td>{h.at.replace('T', ' ').slice(0, 16)}</Table.Td>
                      <Table.Td c={h.available < f.minimum ? 'red' : undefined}>
                        {moneyText(h.available, country)}
                      </Table.Td>
                      <Table.Td>
                        {change === null
                          ? ''
                          : `${change > 0 ? '+' : ''}${moneyText(change, country)}`}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Stack>
        );
      })}
    </>
  );
}
