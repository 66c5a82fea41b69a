/**
 * Credit policies side by side (decision 0049): per policy version, arm and score band, the
 * approval rate, average limit and early repayment; below, approval rates by country, region and
 * age band, so a drift against a group is seen.
 */
import { Stack, Title } from '@mantine/core';
import { DataTable } from './data-table';
import { moneyText } from './money-words';
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

/** A share as a number for sorting and the CSV; null when nothing was seen. */
const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export function CreditPage() {
  const { t } = useOpsT();
  const { data } = useOpsData<{ policies: PolicyRow[]; groups: GroupRow[] }>('/credit/compare');
  if (!data) return null;
  const country = (r: { country: string }) => t(`summary.countries.${r.country}`);
  return (
    <Stack>
      <Title order={2}>{t('credit.heading')}</Title>
      <DataTable
        label={t('credit.heading')}
        csvName="credit-policies.csv"
        rows={data.policies}
        rowKey={(r) => `${r.country}-${r.policyVersion}-${r.arm}-${r.band}`}
        columns={[
          { key: 'country', label: t('credit.col.country'), value: country },
          { key: 'policy', label: t('credit.col.policy'), value: (r) => r.policyVersion },
          { key: 'arm', label: t('credit.col.arm'), value: (r) => t(`decision.arm.${r.arm}`) },
          { key: 'band', label: t('credit.col.band'), value: (r) => r.band + 1 },
          { key: 'applied', label: t('credit.col.applied'), value: (r) => r.applications },
          {
            key: 'approval',
            label: t('credit.col.approval'),
            value: (r) => share(r.approved, r.applications),
            render: (r) => percent(r.approved, r.applications),
          },
          {
            key: 'avgLimit',
            label: t('credit.col.avgLimit'),
            value: (r) => Math.round(r.avgLimit),
            render: (r) => moneyText(Math.round(r.avgLimit), r.country),
          },
          {
            key: 'fpd',
            label: t('credit.col.fpd'),
            value: (r) => share(r.fpd, r.fpdSeen),
            render: (r) => `${percent(r.fpd, r.fpdSeen)} (${r.fpdSeen})`,
          },
          {
            key: 'dpd30',
            label: t('credit.col.dpd30'),
            value: (r) => share(r.dpd30, r.dpd30Seen),
            render: (r) => `${percent(r.dpd30, r.dpd30Seen)} (${r.dpd30Seen})`,
          },
        ]}
      />
      <Title order={3}>{t('credit.groups')}</Title>
      <DataTable
        label={t('credit.groups')}
        csvName="approval-by-group.csv"
        rows={data.groups}
        rowKey={(g) => `${g.country}-${g.region ?? ''}-${g.ageBand ?? ''}`}
        columns={[
          { key: 'country', label: t('credit.col.country'), value: country },
          {
            key: 'region',
            label: t('credit.col.region'),
            value: (g) => g.region ?? t('credit.all'),
          },
          {
            key: 'ageBand',
            label: t('credit.col.ageBand'),
            value: (g) => g.ageBand ?? t('credit.all'),
          },
          { key: 'applied', label: t('credit.col.applied'), value: (g) => g.applications },
          {
            key: 'approval',
            label: t('credit.col.approval'),
            value: (g) => share(g.approved, g.applications),
            render: (g) => percent(g.approved, g.applications),
          },
        ]}
      />
    </Stack>
  );
}
