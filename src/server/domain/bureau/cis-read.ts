/**
 * Checking and reading a Kenyan bureau file (cis-template.ts) against the same layout data it is
 * written from (cis-layout.ts): the header and columns, each field by its type and length, and
 * the rules between fields, so a file that breaks the law or the template is refused.
 */
import type { FieldIssue } from './fields';
import { CIS_SOURCES, type CisLayout, type CisSource } from './cis-layout';
import { listingIssues, type ReadAccount } from './format';
import { cisRiskClass, type CisValues } from './cis-write';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function headerPattern(layout: CisLayout): RegExp {
  const pattern = escape(layout.header)
    .replace(escape('{period}'), '(DAILY|MONTHLY)')
    .replace(escape('{lenderCode}'), '[A-Z0-9]{3,10}')
    .replace(escape('{day}'), '\\d{8}');
  return new RegExp(`^${pattern}$`);
}

/** A real calendar date in the layout's format. */
function isDate(v: string, layout: CisLayout): boolean {
  if (!/^\d{8}$/.test(v)) return false;
  const [y, m, d] =
    layout.dateFormat === 'DDMMYYYY'
      ? [v.slice(4), v.slice(2, 4), v.slice(0, 2)]
      : [v.slice(0, 4), v.slice(4, 6), v.slice(6)];
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}

type TypeRule = (v: string, codes: readonly string[], layout: CisLayout) => boolean;

const TYPE_RULES: Record<string, TypeRule> = {
  text: () => true,
  digits: (v) => /^\d+$/.test(v),
  amount: (v) => /^(0|[1-9]\d*)$/.test(v),
  date: (v, _codes, layout) => isDate(v, layout),
  code: (v, codes) => codes.includes(v),
  currency: (v) => /^[A-Z]{3}$/.test(v),
  country: (v) => /^[A-Z]{2}$/.test(v),
};

interface ParsedRecord {
  readonly line: number;
  readonly values: CisValues;
}

/** The file's records by what each field states, with the issues of shape and of each field. */
function parseCis(layout: CisLayout, content: string) {
  const lines = content.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const issues: FieldIssue[] = [];
  if (!headerPattern(layout).test(lines[0] ?? ''))
    issues.push({ line: 1, field: 'header', rule: 'header' });
  const first = layout.columnNamesLine ? 2 : 1;
  if (
    layout.columnNamesLine &&
    lines[1] !== layout.fields.map((f) => f.name).join(layout.separator)
  )
    issues.push({ line: 2, field: 'columns', rule: 'columns' });
  const records: ParsedRecord[] = [];
  lines.slice(first).forEach((text, i) => {
    const line = i + first + 1;
    const cells = text.split(layout.separator);
    if (cells.length !== layout.fields.length) {
      issues.push({ line, field: 'record', rule: 'fieldCount' });
      return;
    }
    const byName = new Map(layout.fields.map((f, k) => [f.name, cells[k] ?? '']));
    // A source the layout leaves out reads empty.
    const values = Object.fromEntries([
      ...CIS_SOURCES.map((s) => [s, '']),
      ...layout.fields.map((f, k) => [f.source, cells[k] ?? '']),
    ]);
    layout.fields.forEach((f, k) => {
      const value = cells[k] ?? '';
      const when = f.requiredWhenAboveZero;
      const required = f.required || (when !== undefined && Number(byName.get(when)) > 0);
      let rule: string | undefined;
      if (value === '') rule = required ? 'required' : undefined;
      else if (value.length > f.maxLength) rule = 'maxLength';
      else if (!TYPE_RULES[f.type]?.(value, Object.keys(layout.codes[f.codes ?? ''] ?? {}), layout))
        rule = f.type;
      if (rule) issues.push({ line, field: f.name, rule });
    });
    records.push({ line, values: values as CisValues });
  });
  return { records, issues };
}

/** What a record states about its account, as the listing rules read it. */
export function readValues(layout: CisLayout, v: CisValues): ReadAccount {
  const status = layout.reporting.status;
  const overdue = Number(v.overdueBalance);
  return {
    accountNumber: v.accountNumber,
    listing:
      v.accountStatus === status.closed
        ? 'settled'
        : v.accountStatus === status.disputed
          ? 'held'
          : overdue > 0
            ? 'negative'
            : 'positive',
    balance: Number(v.currentBalance),
    overdue,
  };
}

/**
 * The rules between fields: arrears data come all together or not at all (an overdue amount
 * with its date, days, instalments and the risk class of those days; none of them without
 * one), a closed or disputed account carries none, a settled status only on a revolving
 * facility, and the shilling balance is the balance.
 */
function recordIssues(layout: CisLayout, { line, values: v }: ParsedRecord): FieldIssue[] {
  const r = layout.reporting;
  const issue = (field: string, rule: string): FieldIssue => ({ line, field, rule });
  const nameOf = (source: CisSource) =>
    layout.fields.find((f) => f.source === source)?.name ?? source;
  const out: FieldIssue[] = [];
  const days = Number(v.daysInArrears);
  const anyArrears =
    Number(v.overdueBalance) > 0 ||
    v.overdueDate !== '' ||
    days > 0 ||
    Number(v.instalmentsInArrears) > 0 ||
    v.riskClass !== r.performingRiskClass;
  const allArrears =
    Number(v.overdueBalance) > 0 &&
    v.overdueDate !== '' &&
    days > 0 &&
    Number(v.instalmentsInArrears) > 0 &&
    v.riskClass === cisRiskClass(layout, days);
  if (anyArrears && !allArrears) out.push(issue('arrears', 'arrearsPartial'));
  if (anyArrears && (v.accountStatus === r.status.closed || v.accountStatus === r.status.disputed))
    out.push(issue('arrears', 'arrearsOnClosedOrDisputed'));
  const revolving = r.revolvingOnly;
  if (v.accountStatus === revolving.status && !revolving.productTypes.includes(v.productType))
    out.push(issue(nameOf('accountStatus'), 'revolvingOnly'));
  if (v.currency === 'KES' && v.currentBalanceKes !== v.currentBalance)
    out.push(issue(nameOf('currentBalanceKes'), 'balanceInKes'));
  const read = readValues(layout, v);
  return [...out, ...listingIssues(line, read, days)];
}

export function validateCis(layout: CisLayout, content: string): FieldIssue[] {
  const { records, issues } = parseCis(layout, content);
  return [...issues, ...records.flatMap((rec) => recordIssues(layout, rec))];
}

/** Each record by what it states, keyed by source; for tests and checks. */
export function readCisValues(layout: CisLayout, content: string): CisValues[] {
  return parseCis(layout, content).records.map((r) => r.values);
}
