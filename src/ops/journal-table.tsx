/**
 * An order's journal in words: each entry's kind and what it changed of what is owed, the daily
 * accruals summed per day or per week, and any row's lines one click away.
 */
import { Button, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import type { Country } from '../shared/countries';
import { formatMoney } from '../shared/format';
import { defaultGrouping, journalRows, type BookedLine, type Grouping } from './journal-groups';
import { accountWord } from './money-words';
import { useOpsT } from './use-ops-t';

export function JournalTable({ lines, country }: { lines: BookedLine[]; country: Country }) {
  const { t } = useOpsT();
  const [grouping, setGrouping] = useState<Grouping>(() => defaultGrouping(lines));
  const [open, setOpen] = useState<number | null>(null);
  const rows = journalRows(lines, grouping);
  return (
    <Stack gap="xs">
      <SegmentedControl
        w="fit-content"
        size="xs"
        value={grouping}
        onChange={(v) => setGrouping(v === 'week' ? 'week' : 'day')}
        data={[
          { value: 'day', label: t('ledger.perDay') },
          { value: 'week', label: t('ledger.perWeek') },
        ]}
      />
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ledger.col.period')}</Table.Th>
            <Table.Th>{t('ledger.col.kind')}</Table.Th>
            <Table.Th>{t('ledger.col.owedChange')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Fragment key={`${row.kind}-${row.period}-${i}`}>
              <Table.Tr>
                <Table.Td>
                  {row.entries > 1 && grouping === 'week'
                    ? t('ledger.weekOf', { day: row.period })
                    : row.period}
                </Table.Td>
                <Table.Td>
                  {t(`ledger.kinds.${row.kind}`)}
                  {row.entries > 1 && (
                    <Text span size="xs" c="dimmed">
                      {` ${t('ledger.entries', { count: row.entries })}`}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{formatMoney(row.owedChange, country)}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => setOpen(open === i ? null : i)}
                  >
                    {open === i ? t('ledger.hide') : t('ledger.detail')}
                  </Button>
                </Table.Td>
              </Table.Tr>
              {open === i &&
                row.lines.map((l, j) => (
                  <Table.Tr key={`${i}-${j}`} bg="gray.0">
                    <Table.Td>{l.at.slice(0, 16).replace('T', ' ')}</Table.Td>
                    <Table.Td>{accountWord(t, l.account)}</Table.Td>
                    <Table.Td>
                      {l.amount >= 0
                        ? t('ledger.debit', { amount: formatMoney(l.amount, country) })
                        : t('ledger.credit', { amount: formatMoney(-l.amount, country) })}
                    </Table.Td>
                    <Table.Td />
                  </Table.Tr>
                ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
