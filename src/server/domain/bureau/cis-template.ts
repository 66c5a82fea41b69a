/**
 * The Kenyan bureau file: the CIS Kenya template's mobile facility record, one per loan, written
 * and checked from the same layout data (cis-layout.ts). The law lives in the row: only an
 * account the listing rules allow to be negative carries an arrears datum; every other row reads
 * as performing (no overdue amount, date, days or instalments, the normal risk class), a closed
 * loan is closed (`A`), and a disputed one stays in the file marked disputed with no arrears.
 */
import { businessDateText } from '../business-date';
import type { FieldIssue } from './fields';
import { CIS_SOURCES, type CisLayout, type CisSource } from './cis-layout';
import {
  listingIssues,
  type BureauFormat,
  type FileHeader,
  type ReadAccount,
  type ReportedAccount,
} from './format';
import { arrearsOf } from './listing';

export type CisValues = Readonly<Record<CisSource, string>>;

const compactDate = (day: number) => businessDateText(day).replaceAll('-', '');

/** Year, month and day in the layout's date format. */
function ymdText(layout: CisLayout, y: string, m: string, d: string): string {
  return layout.dateFormat === 'DDMMYYYY' ? `${d}${m}${y}` : `${y}${m}${d}`;
}

function dayText(layout: CisLayout, day: number): string {
  const [y = '', m = '', d = ''] = businessDateText(day).split('-');
  return ymdText(layout, y, m, d);
}

/** DD-MM-YYYY (the form) or YYYY-MM-DD in the layout's format; empty when neither. */
function birthText(layout: CisLayout, value: string | undefined): string {
  const dmy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value ?? '');
  if (dmy) return ymdText(layout, dmy[3] ?? '', dmy[2] ?? '', dmy[1] ?? '');
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return ymd ? ymdText(layout, ymd[1] ?? '', ymd[2] ?? '', ymd[3] ?? '') : '';
}

/** The risk class of `days` in arrears by the layout's bands. */
export function cisRiskClass(layout: CisLayout, days: number): string {
  const bands = layout.reporting.riskClassUpTo;
  const band = bands.find((b) => b.days === null || days <= b.days) ?? bands[bands.length - 1];
  return band?.class ?? layout.reporting.performingRiskClass;
}

function statusOf(layout: CisLayout, { facts, listing }: ReportedAccount): string {
  const status = layout.reporting.status;
  if (listing === 'held') return status.disputed;
  if (listing === 'settled') return status.closed;
  // A write-off is itself a negative datum: stated only once the account may be listed.
  return listing === 'negative' && facts.writtenOff ? status.writtenOff : status.active;
}

function statusDay(header: FileHeader, { facts, listing }: ReportedAccount): number {
  if (listing === 'held') return header.day;
  if (listing === 'settled' || (listing === 'negative' && facts.writtenOff))
    return facts.closedDay ?? header.day;
  return facts.openedDay;
}

/** Every field's value for one account, by what it states. */
export function cisValues(
  layout: CisLayout,
  header: FileHeader,
  account: ReportedAccount,
): CisValues {
  const { facts, listing } = account;
  const r = layout.reporting;
  const [first = '', second = '', ...rest] = facts.forenames.split(/\s+/).filter(Boolean);
  const balance = listing === 'settled' ? 0 : Math.max(0, facts.balance);
  // Arrears only in a row the listing rules allow to be negative: elsewhere none, in any field.
  const overdue = listing === 'negative' ? Math.min(arrearsOf(facts), balance) : 0;
  const inArrears = overdue > 0;
  const term = facts.termDays ?? Math.max(1, facts.dueDay - facts.openedDay);
  return {
    surname: facts.surname,
    forename1: first,
    forename2: second,
    forename3: rest.join(' '),
    tradingAs: '',
    dateOfBirth: birthText(layout, facts.birthDate),
    clientNumber: facts.clientNumber ?? '',
    accountNumber: facts.accountNumber,
    gender: r.gender[facts.gender ?? ''] ?? '',
    nationality: r.nationality,
    idType: r.idType,
    idNumber: facts.nationalId,
    mobile: facts.mobile.replace(/\D/g, ''),
    productType: r.productType,
    instalmentDueDate: dayText(layout, facts.dueDay),
    originalAmount: String(facts.originalAmount),
    currency: header.currency,
    currentBalanceKes: header.currency === 'KES' ? String(balance) : '',
    currentBalance: String(balance),
    overdueBalance: String(overdue),
    overdueDate: inArrears ? dayText(layout, facts.dueDay + 1) : '',
    daysInArrears: String(inArrears ? facts.daysInArrears : 0),
    instalmentsInArrears: inArrears ? '1' : '0',
    riskClass: inArrears ? cisRiskClass(layout, facts.daysInArrears) : r.performingRiskClass,
    accountStatus: statusOf(layout, account),
    accountStatusDate: dayText(layout, statusDay(header, account)),
    repaymentPeriod: String(Math.ceil(term / r.repaymentPeriod.daysPerUnit)),
    disbursementDate: dayText(layout, facts.openedDay),
    instalmentAmount: String(facts.instalmentAmount ?? facts.originalAmount),
    latestPaymentDate: facts.lastPayment ? dayText(layout, facts.lastPayment.day) : '',
    lastPaymentAmount: String(facts.lastPayment?.amount ?? 0),
  };
}

/** Template text may not carry the separator or line breaks. */
function clean(layout: CisLayout, text: string): string {
  return text
    .split(layout.separator)
    .join(' ')
    .replace(/[\r\n]+/g, ' ')
    .trim();
}

function headerLine(layout: CisLayout, h: FileHeader): string {
  return layout.header
    .replace('{period}', h.period.toUpperCase())
    .replace('{lenderCode}', h.lenderCode)
    .replace('{day}', compactDate(h.day));
}

export function renderCis(
  layout: CisLayout,
  header: FileHeader,
  accounts: readonly ReportedAccount[],
): string {
  const sep = layout.separator;
  const lines = accounts.map((a) => {
    const values = cisValues(layout, header, a);
    return layout.fields.map((f) => clean(layout, values[f.source])).join(sep);
  });
  const names = layout.columnNamesLine ? [layout.fields.map((f) => f.name).join(sep)] : [];
  return [headerLine(layout, header), ...names, ...lines].join('\n') + '\n';
}

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

function readValues(layout: CisLayout, v: CisValues): ReadAccount {
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

/** The Kenyan format, reading the layout `layoutOf` gives at each use (the data file as it is now). */
export function cisFormat(layoutOf: () => CisLayout): BureauFormat {
  return {
    id: 'cis-4.1',
    get reportsDisputed() {
      return layoutOf().reporting.disputedInFile;
    },
    fileName: (h) => `${h.lenderCode}_CIS41_${h.period.toUpperCase()}_${compactDate(h.day)}.txt`,
    render: (h, accounts) => renderCis(layoutOf(), h, accounts),
    validate: (content) => validateCis(layoutOf(), content),
    read(content) {
      const layout = layoutOf();
      return readCisValues(layout, content).map((v) => readValues(layout, v));
    },
  };
}
