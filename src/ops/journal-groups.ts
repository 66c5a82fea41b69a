/**
 * An order's journal as staff read it: every entry with its lines, except the daily accruals
 * (interest, penalty), which are summed per day or per week into one row each, their entries
 * kept for the row's detail. Pure.
 */
export interface BookedLine {
  entryId: number;
  kind: string;
  idemKey: string;
  at: string;
  account: string;
  amount: number;
}

export interface JournalRow {
  /** A day (YYYY-MM-DD) or the Monday of a week, for accrual rows; the entry's day otherwise. */
  period: string;
  kind: string;
  /** How many entries the row holds (1 for a non-accrual entry). */
  entries: number;
  /** What the row added to what is owed: the sum of its receivable lines. */
  owedChange: number;
  lines: BookedLine[];
}

export type Grouping = 'day' | 'week';

const ACCRUALS = new Set(['interest', 'penalty']);
const DAY_MS = 86_400_000;

/** The Monday (UTC) of the week of `day` (YYYY-MM-DD). */
export function weekOf(day: string): string {
  const ms = Date.parse(`${day}T00:00:00Z`);
  const sinceMonday = (new Date(ms).getUTCDay() + 6) % 7;
  return new Date(ms - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

const owedBy = (lines: readonly BookedLine[]) =>
  lines.filter((l) => l.account.startsWith('receivable:')).reduce((s, l) => s + l.amount, 0);

export function journalRows(lines: readonly BookedLine[], grouping: Grouping): JournalRow[] {
  const rows: JournalRow[] = [];
  const byKey = new Map<string, JournalRow>();
  const entryIds = new Map<string, Set<number>>();
  for (const line of lines) {
    const day = line.at.slice(0, 10);
    const accrual = ACCRUALS.has(line.kind);
    const period = accrual && grouping === 'week' ? weekOf(day) : day;
    const key = accrual ? `${line.kind}@${period}` : `entry:${line.entryId}`;
    let row = byKey.get(key);
    if (!row) {
      row = { period, kind: line.kind, entries: 0, owedChange: 0, lines: [] };
      byKey.set(key, row);
      entryIds.set(key, new Set());
      rows.push(row);
    }
    row.lines.push(line);
    entryIds.get(key)?.add(line.entryId);
    row.entries = entryIds.get(key)?.size ?? 0;
  }
  for (const row of rows) row.owedChange = owedBy(row.lines);
  return rows;
}

/** Weeks when the accruals span more than a fortnight of days, else days. */
export function defaultGrouping(lines: readonly BookedLine[]): Grouping {
  const days = new Set(lines.filter((l) => ACCRUALS.has(l.kind)).map((l) => l.at.slice(0, 10)));
  return days.size > 14 ? 'week' : 'day';
}
