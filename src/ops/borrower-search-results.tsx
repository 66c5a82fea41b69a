/**
 * Borrower search results that tell namesakes apart: name, number and country, and each
 * borrower's last loan with its status in words, days past due and when it was asked for.
 */
import { Table, Text } from '@mantine/core';
import type { Country } from '../shared/countries';
import { formatMoney } from '../shared/format';
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

export function BorrowerSearchResults({ rows }: { rows: readonly FoundBorrower[] }) {
  const { t } = useOpsT();
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          {['name', 'mobile', 'country', 'since', 'lastLoan', 'status', 'daysPastDue'].map((c) => (
            <Table.Th key={c}>{t(`search.col.${c}`)}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((b) => (
          <Table.Tr key={b.userId}>
            <Table.Td>
              <BorrowerLink userId={b.userId}>{b.name ?? t('summary.noName')}</BorrowerLink>
            </Table.Td>
            <Table.Td>{b.mobile}</Table.Td>
            <Table.Td>{t(`summary.countries.${b.country}`)}</Table.Td>
            <Table.Td>{b.createdAt.slice(0, 10)}</Table.Td>
            {b.lastLoan ? (
              <>
                <Table.Td>
                  <OrderLink orderNo={b.lastLoan.orderNo} />
                  <Text size="xs">
                    {b.lastLoan.amount === null
                      ? b.lastLoan.createdAt.slice(0, 10)
                      : `${formatMoney(b.lastLoan.amount, b.country)} · ${b.lastLoan.createdAt.slice(0, 10)}`}
                  </Text>
                </Table.Td>
                <Table.Td>{statusText(t, b.lastLoan.status)}</Table.Td>
                <Table.Td>{t('summary.days', { count: b.lastLoan.daysPastDue })}</Table.Td>
              </>
            ) : (
              <Table.Td colSpan={3}>{t('search.noLoan')}</Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
