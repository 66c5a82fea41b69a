/**
 * Finance's portfolio for one country and day: the book's principal, PAR, aging, money
 * moved that day and month, and vintages; amounts in the country's currency, shares as percent.
 * The CSV holds the same figures. A bucket's or vintage's count opens the loan book on its loans
 * (as they stand today).
 */
import { Anchor, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { COUNTRY_CODES, type Country } from '../shared/countries';
import { formatMoney } from '../shared/format';
import { ORDER_STATUS } from '../shared/orders';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';
import { DayField } from './day-field';

interface ProductPortfolio {
  productId: string;
  loans: number;
  outstanding: number;
  par: { days: number; principal: number; shareBp: number }[];
  aging: { bucket: string; loans: number; principal: number }[];
  flows: Record<string, { day: number; month: number }>;
  /** `due` is absent from a report filed before it was kept: all its loans counted then. */
  vintage: { month: string; loans: number; due?: number; repaidOnTime: number; shareBp: number }[];
}

interface Portfolio {
  country: Country;
  day: string;
  filed: boolean;
  products: ProductPortfolio[];
}

const percent = (bp: number) => `${(bp / 100).toFixed(2)} %`;

/** The loan book's link to a bucket's loans: `1-7` and `91+` as overdue days, `current` as repaying. */
export function bucketLink(country: Country, bucket: string): string | undefined {
  const q = new URLSearchParams({ country });
  const range = /^(\d+)(?:-(\d+)|\+)$/.exec(bucket);
  if (bucket === 'current') q.set('status', String(ORDER_STATUS.repaying));
  else if (range) {
    q.set('overdueMin', range[1]!);
    if (range[2]) q.set('overdueMax', range[2]);
  } else return undefined;
  return `#/book?${q.toString()}`;
}

/** The loan book's link to the loans paid out in a vintage's month. */
export const vintageLink = (country: Country, month: string) =>
  `#/book?${new URLSearchParams({ country, paid: month }).toString()}`;

/** A figure that opens its loans in the book when there are any. */
function Counted({ href, children }: { href: string | undefined; children: string }) {
  const { t } = useOpsT();
  return href ? (
    <Anchor href={href} title={t('portfolio.show')}>
      {children}
    </Anchor>
  ) : (
    <>{children}</>
  );
}

function Figures({ p, country }: { p: ProductPortfolio; country: Country }) {
  const { t } = useOpsT();
  const money = (amount: number) => formatMoney(amount, country);
  const bucket = (name: string) => (name === 'current' ? t('portfolio.current') : name);
  return (
    <Stack>
      <Text fw={700}>
        {t('portfolio.outstanding', { amount: money(p.outstanding), loans: p.loans })}
      </Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('portfolio.col.par')}</Table.Th>
            <Table.Th>{t('portfolio.col.principal')}</Table.Th>
            <Table.Th>{t('portfolio.col.share')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {p.par.map((r) => (
            <Table.Tr key={r.days}>
              <Table.Td>{`PAR${r.days}`}</Table.Td>
              <Table.Td>{money(r.principal)}</Table.Td>
              <Table.Td>{percent(r.shareBp)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={4}>{t('portfolio.aging')}</Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('portfolio.col.bucket')}</Table.Th>
            <Table.Th>{t('portfolio.col.loans')}</Table.Th>
            <Table.Th>{t('portfolio.col.principal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {p.aging.map((r) => (
            <Table.Tr key={r.bucket}>
              <Table.Td>{bucket(r.bucket)}</Table.Td>
              <Table.Td>
                <Counted href={r.loans > 0 ? bucketLink(country, r.bucket) : undefined}>
                  {t('portfolio.loans', { count: r.loans })}
                </Counted>
              </Table.Td>
              <Table.Td>{money(r.principal)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={4}>{t('portfolio.flows')}</Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>{t('portfolio.day')}</Table.Th>
            <Table.Th>{t('portfolio.month')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {Object.entries(p.flows).map(([kind, flow]) => (
            <Table.Tr key={kind}>
              <Table.Td>{t(`portfolio.flow.${kind}`)}</Table.Td>
              <Table.Td>{money(flow.day)}</Table.Td>
              <Table.Td>{money(flow.month)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={4}>{t('portfolio.vintage')}</Title>
      <Table>
        <Table.Tbody>
          {p.vintage.map((v) => (
            <Table.Tr key={v.month}>
              <Table.Td>
                <Counted href={v.loans > 0 ? vintageLink(country, v.month) : undefined}>
                  {v.month}
                </Counted>
              </Table.Td>
              <Table.Td>
                {t('portfolio.onTime', { count: v.repaidOnTime, due: v.due ?? v.loans })}
                {(v.due ?? v.loans) < v.loans &&
                  ` · ${t('portfolio.notYetDue', { count: v.loans - (v.due ?? v.loans) })}`}
              </Table.Td>
              <Table.Td>{(v.due ?? v.loans) > 0 ? percent(v.shareBp) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

export function PortfolioPage() {
  const { t } = useOpsT();
  const [country, setCountry] = useState<string>(COUNTRY_CODES[0]);
  const [day, setDay] = useState('');
  const query = `country=${country}${day ? `&day=${day}` : ''}`;
  const { data, error } = useOpsData<Portfolio>(`/portfolio?${query}`);
  return (
    <Stack>
      <Title order={2}>{t('portfolio.heading')}</Title>
      <Group align="end">
        <NativeSelect
          label={t('portfolio.country')}
          value={country}
          onChange={(e) => setCountry(e.currentTarget.value)}
          data={COUNTRY_CODES.map((c) => ({ value: c, label: t(`summary.countries.${c}`) }))}
        />
        <DayField label={t('portfolio.date')} value={day} onChange={setDay} />
        <Anchor href={`/ops/api/portfolio?${query}&format=csv`}>{t('portfolio.csv')}</Anchor>
      </Group>
      {error && <Text c="red">{t('portfolio.failed')}</Text>}
      {data && (
        <Text size="sm">
          {t(data.filed ? 'portfolio.filed' : 'portfolio.live', { day: data.day })}
        </Text>
      )}
      {data?.products.map((p) => (
        <Stack key={p.productId}>
          <Title order={3}>{p.productId}</Title>
          <Figures p={p} country={data.country} />
        </Stack>
      ))}
    </Stack>
  );
}
