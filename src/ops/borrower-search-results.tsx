/**
 * Borrower search results that tell namesakes apart: name, number and country, and each
 * borrower's last loan with its status in words, days past due and when it was asked for; sorted
 * by any column and saved as CSV in the words shown.
 */
import { Text } from '@mantine/core';
import type { Country } from '../shared/countries';
import { formatMoney } from '../shared/format';
import { DataTable, type Column } from './data-table';
import { BorrowerLink, OrderLink } from './links';
import { statusText } from './order-status';
import type { LastLoan } from './summary-types';
import { useOpsT } from './use-ops-t';

export interface FoundBorrower {
  userId: number;
  mobile: string;
  country: Country;
  name: string | null;
  createdAt: string;
  lastLoan: LastLoan | null;
}

type T = ReturnType<typeof useOpsT>['t'];

function columns(t: T): Column<FoundBorrower>[] {
  const name = (b: FoundBorrower) => b.name ?? t('summary.noName');
  return [
    {
      key: 'name',
      label: t('search.col.name'),
      value: name,
      render: (b) => <BorrowerLink userId={b.userId}>{name(b)}</BorrowerLink>,
    },
    { key: 'mobile', label: t('search.col.mobile'), value: (b) => b.mobile },
    {
      key: 'country',
      label: t('search.col.country'),
      value: (b) => t(`summary.countries.${b.country}`),
    },
    { key: 'since', label: t('search.col.since'), value: (b) => b.createdAt.slice(0, 10) },
    {
      key: 'lastLoan',
      label: t('search.col.lastLoan'),
      value: (b) => b.lastLoan?.orderNo ?? t('search.noLoan'),
      render: (b) =>
        b.lastLoan ? (
          <>
            <OrderLink orderNo={b.lastLoan.orderNo} />
            <Text size="xs">
              {b.lastLoan.amount === null
                ? b.lastLoan.createdAt.slice(0, 10)
                : `${formatMoney(b.lastLoan.amount, b.country)} · ${b.lastLoan.createdAt.slice(0, 10)}`}
            </Text>
          </>
        ) : (
          t('search.noLoan')
        ),
    },
    {
      key: 'status',
      label: t('search.col.status'),
      value: (b) => (b.lastLoan ? statusText(t, b.lastLoan.status) : null),
    },
    {
      key: 'daysPastDue',
      label: t('search.col.daysPastDue'),
      value: (b) => b.lastLoan?.daysPastDue ?? null,
      render: (b) => (b.lastLoan ? t('summary.days', { count: b.lastLoan.daysPastDue }) : ''),
    },
  ];
}

export function BorrowerSearchResults({ rows }: { rows: readonly FoundBorrower[] }) {
  const { t } = useOpsT();
  return (
    <DataTable
      label={t('book.borrowers')}
      csvName="borrowers.csv"
      rows={rows}
      rowKey={(b) => b.userId}
      columns={columns(t)}
    />
  );
}
