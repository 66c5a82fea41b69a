/**
 * Credit policies side by side (decision 0049): per policy version, arm and score band, the
 * approval rate, average limit and early repayment; below, approval rates by country, region and
 * age band, so a drift against a group is seen.
 */
import { Stack, Table, Title } from '@mantine/core';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';

interface PolicyRow {
  country: string;
  policyVersion: string;
  arm: string;
  band: number;
  applications: number;
  approved: number;
  avgLimit: number;
  fpdSeen: number;
  fpd: number;
  dpd30Seen: number;
  dpd30: number;
}

interface GroupRow {
  country: string;
  region: string | null;
  ageBand: string | null;
  applications: number;
  approved: number;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`;

export function CreditPage() {
  const { t } = useOpsT();
  const { data } = useOpsData<{ policies: PolicyRow[]; groups: GroupRow[] }>('/credit/compare');
  if (!data) return null;
  return (
    <Stack>
      <Title order={2}>{t('credit.heading')}</Title>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {[
              'country',
              'policy',
              'arm',
              'band',
              'applied',
              'approval',
              'avgLimit',
              'fpd',
              'dpd30',
            ].map((c) => (
              <Table.Th key={c}>{t(`credit.col.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.policies.map((r) => (
            <Table.Tr key={`${r.country}-${r.policyVersion}-${r.arm}-${r.band}`}>
              <Table.Td>{r.country}</Table.Td>
              <Table.Td>{r.policyVersion}</Table.Td>
              <Table.Td>{t(`decision.arm.${r.arm}`)}</Table.Td>
              <Table.Td>{r.band + 1}</Table.Td>
              <Table.Td>{r.applications}</Table.Td>
              <Table.Td>{percent(r.approved, r.applications)}</Table.Td>
              <Table.Td>{Math.round(r.avgLimit)}</Table.Td>
              <Table.Td>{`${percent(r.fpd, r.fpdSeen)} (${r.fpdSeen})`}</Table.Td>
              <Table.Td>{`${percent(r.dpd30, r.dpd30Seen)} (${r.dpd30Seen})`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3}>{t('credit.groups')}</Title>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {['country', 'region', 'ageBand', 'applied', 'approval'].map((c) => (
              <Table.Th key={c}>{t(`credit.col.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.groups.map((g) => (
            <Table.Tr key={`${g.country}-${g.region ?? ''}-${g.ageBand ?? ''}`}>
              <Table.Td>{g.country}</Table.Td>
              <Table.Td>{g.region ?? t('credit.all')}</Table.Td>
              <Table.Td>{g.ageBand ?? t('credit.all')}</Table.Td>
              <Table.Td>{g.applications}</Table.Td>
              <Table.Td>{percent(g.approved, g.applications)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
