/**
 * The statement of account as files the borrower keeps: CSV for a spreadsheet, plain text to read
 * or forward. Pure: the statement and the words in, the file's text out.
 */
import type { RepaymentStatementResponse } from '../../shared/contract/types.gen';
import { formatDate } from '../../shared/format';

export type Statement = RepaymentStatementResponse;
export type StatementLine = Statement['lines'][number];

/** The words a file needs, already translated. */
export interface StatementWords {
  readonly title: string;
  readonly orderNo: string;
  readonly generated: string;
  readonly balance: string;
  readonly credit: string;
  /** Column headings: date, item, reference, amount, penalty, fee, interest, principal, credit, balance. */
  readonly columns: readonly string[];
  readonly item: (line: StatementLine) => string;
  readonly money: (n: number) => string;
}

/** The date of a line: the days it covers for interest and penalty, else when it was booked. */
export function lineDate(l: StatementLine): string {
  if (l.fromDate !== undefined && l.toDate !== undefined && l.fromDate !== l.toDate)
    return `${formatDate(l.fromDate)}–${formatDate(l.toDate)}`;
  return formatDate(l.fromDate ?? l.at);
}

const ALLOCATION = ['penalty', 'fee', 'interest', 'principal', 'credit'] as const;

function cells(l: StatementLine, w: StatementWords): string[] {
  return [
    lineDate(l),
    w.item(l),
    l.reference ?? '',
    w.money(l.amount),
    ...ALLOCATION.map((k) => (l.allocation ? w.money(l.allocation[k]) : '')),
    w.money(l.balance),
  ];
}

const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;

export function statementCsv(s: Statement, w: StatementWords): string {
  const rows = [w.columns, ...s.lines.map((l) => cells(l, w))];
  return `${rows.map((r) => r.map(quoted).join(',')).join('\r\n')}\r\n`;
}

export function statementText(s: Statement, w: StatementWords): string {
  const head = [
    w.title,
    `${w.orderNo}: ${s.orderNo}`,
    `${w.generated}: ${formatDate(s.generatedAt)}`,
    '',
  ];
  const body = s.lines.map((l) => {
    const [date, item, reference, amount] = cells(l, w);
    const parts = l.allocation
      ? ALLOCATION.filter((k) => (l.allocation?.[k] ?? 0) > 0).map(
          (k) => `  ${w.columns[ALLOCATION.indexOf(k) + 4]}: ${w.money(l.allocation?.[k] ?? 0)}`,
        )
      : [];
    const ref = reference ? ` (${reference})` : '';
    return [
      `${date}  ${item}${ref}: ${amount}`,
      ...parts,
      `  ${w.columns[9]}: ${w.money(l.balance)}`,
    ].join('\n');
  });
  const foot = ['', `${w.balance}: ${w.money(s.balance)}`];
  if (s.credit > 0) foot.push(`${w.credit}: ${w.money(s.credit)}`);
  return `${[...head, ...body, ...foot].join('\n')}\n`;
}
