/**
 * An order's journal as staff read it: thirty daily accruals become one row a day or one a week
 * (Monday to Sunday), each summing what it added to what is owed and keeping its lines; every
 * other entry stays a row of its own; a fortnight of accruals or less reads per day.
 */
import { describe, expect, it } from 'vitest';
import {
  defaultGrouping,
  journalRows,
  weekOf,
  type BookedLine,
} from '../../src/ops/journal-groups';

const line = (entryId: number, kind: string, at: string, account: string, amount: number) => ({
  entryId,
  kind,
  idemKey: `${kind}:${entryId}`,
  at,
  account,
  amount,
});

/** A payout on 2026-01-01, then a penalty of 1,900 every day of January. */
function january(days: number): BookedLine[] {
  const lines: BookedLine[] = [
    line(1, 'disbursement', '2026-01-01T08:00:00.000Z', 'receivable:principal', 90_000),
    line(1, 'disbursement', '2026-01-01T08:00:00.000Z', 'cash', -90_000),
  ];
  for (let d = 1; d <= days; d++) {
    const at = `2026-01-${String(d).padStart(2, '0')}T21:00:00.000Z`;
    lines.push(line(100 + d, 'penalty', at, 'receivable:penalty', 1_900));
    lines.push(line(100 + d, 'penalty', at, 'income:penalty', -1_900));
  }
  return lines;
}

describe('journal rows', () => {
  it('sums a month of daily penalties per week, keeping each week’s lines', () => {
    const rows = journalRows(january(30), 'week');
    expect(rows.map((r) => [r.period, r.kind, r.entries, r.owedChange])).toEqual([
      ['2026-01-01', 'disbursement', 1, 90_000],
      ['2025-12-29', 'penalty', 4, 7_600],
      ['2026-01-05', 'penalty', 7, 13_300],
      ['2026-01-12', 'penalty', 7, 13_300],
      ['2026-01-19', 'penalty', 7, 13_300],
      ['2026-01-26', 'penalty', 5, 9_500],
    ]);
    expect(rows.reduce((s, r) => s + r.lines.length, 0)).toBe(62);
    expect(rows[2]?.lines.filter((l) => l.account === 'receivable:penalty')).toHaveLength(7);
  });

  it('reads per day when asked, one row a day, and chooses days for a fortnight or less', () => {
    expect(journalRows(january(30), 'day')).toHaveLength(31);
    expect(defaultGrouping(january(14))).toBe('day');
    expect(defaultGrouping(january(15))).toBe('week');
    expect(weekOf('2026-01-04')).toBe('2025-12-29');
    expect(weekOf('2026-01-05')).toBe('2026-01-05');
  });
});
