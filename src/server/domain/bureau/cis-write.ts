/**
 * Writing the Kenyan bureau file (cis-template.ts): each field's value for one account from the
 * layout data (cis-layout.ts). The law lives in the row: only an account the listing rules allow
 * to be negative carries an arrears datum; every other row reads as performing (no overdue
 * amount, date, days or instalments, the normal risk class), a closed loan is closed (`A`), and a
 * disputed one stays in the file marked disputed with no arrears.
 */
import { businessDateText } from '../business-date';
import type { CisLayout, CisSource } from './cis-layout';
import type { FileHeader, ReportedAccount } from './format';
import { arrearsOf } from './listing';

export type CisValues = Readonly<Record<CisSource, string>>;

/** A day as YYYYMMDD, as the file name and header write it. */
export const compactDate = (day: number) => businessDateText(day).replaceAll('-', '');

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
