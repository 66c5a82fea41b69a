/**
 * A console list: columns sorted by a click (or Enter) on their heading, the rows shown saved as
 * CSV in the words on screen. Sorting is of the page shown; filters and paging stay the server's.
 */
import { Button, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { csvText, download } from './csv-download';
import { useOpsT } from './use-ops-t';

export interface Column<R> {
  readonly key: string;
  readonly label: string;
  /** What the column sorts by and the CSV holds: the words shown, or a number for amounts. */
  readonly value: (row: R) => string | number | null;
  /** What the cell shows; the value when absent. */
  readonly render?: (row: R) => ReactNode;
  /** An action (a button): not sorted by, not in the CSV. */
  readonly action?: boolean;
}

type Sort = { key: string; up: boolean } | null;

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a).localeCompare(String(b), undefined, { numeric: true });
}

export function DataTable<R>({
  rows,
  columns,
  rowKey,
  csvName,
  empty,
  label,
  rowBg,
}: {
  rows: readonly R[] | undefined;
  columns: readonly Column<R>[];
  rowKey: (row: R) => string | number;
  /** The file name of the CSV; no button without one. */
  csvName?: string;
  /** Said when there are no rows. */
  empty?: string;
  /** The table's accessible name. */
  label?: string;
  /** A row's background, to mark it (an overdue request). */
  rowBg?: (row: R) => string | undefined;
}) {
  const { t } = useOpsT();
  const [sort, setSort] = useState<Sort>(null);
  const column = columns.find((c) => c.key === sort?.key);
  const shown = [...(rows ?? [])];
  if (column && sort)
    shown.sort((a, b) => (sort.up ? 1 : -1) * compare(column.value(a), column.value(b)));
  const data = columns.filter((c) => !c.action);
  const saveCsv = () =>
    download(
      csvName ?? 'list.csv',
      csvText([data.map((c) => c.label), ...shown.map((r) => data.map((c) => c.value(r)))]),
    );
  return (
    <>
      {csvName && (
        <Group justify="flex-end">
          <Button size="xs" variant="default" onClick={saveCsv} disabled={shown.length === 0}>
            {t('list.csv')}
          </Button>
        </Group>
      )}
      {rows && rows.length === 0 && empty ? (
        <Text>{empty}</Text>
      ) : (
        <Table striped aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => {
                const on = sort?.key === c.key;
                if (c.action) return <Table.Th key={c.key} aria-label={c.label} />;
                return (
                  <Table.Th
                    key={c.key}
                    aria-sort={on ? (sort.up ? 'ascending' : 'descending') : 'none'}
                  >
                    <UnstyledButton
                      fw={700}
                      fz="sm"
                      onClick={() => setSort({ key: c.key, up: on ? !sort.up : true })}
                    >
                      {c.label}
                      {/* The arrow is drawn, not read: aria-sort says the order. */}
                      {on && <span aria-hidden="true">{sort.up ? ' ▲' : ' ▼'}</span>}
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((r) => (
              <Table.Tr key={rowKey(r)} bg={rowBg?.(r)}>
                {columns.map((c) => (
                  <Table.Td key={c.key}>{c.render ? c.render(r) : c.value(r)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
