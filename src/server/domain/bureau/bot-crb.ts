/**
 * Tanzania's submission to the credit reference bureaus licensed by the Bank of Tanzania: the
 * same accounts as the Kenyan file in the Tanzanian layout (ISO dates, the currency's ISO code, the national ID number, a
 * performing or non-performing classification, and a dispute flag column the bureau reads).
 */
import { businessDateText } from '../business-date';
import { parseRows, renderRows, type FieldSpec, type Row } from './fields';
import {
  listingIssues,
  type BureauFormat,
  type FileHeader,
  type ReadAccount,
  type ReportedAccount,
} from './format';

const f = (
  name: string,
  kind: FieldSpec['kind'],
  required: boolean,
  maxLength: number,
  codes?: readonly string[],
): FieldSpec => ({ name, kind, required, maxLength, codes, dateShape: 'iso' });

export const BOT_TZ_FIELDS: readonly FieldSpec[] = [
  f('ReportingDate', 'date', true, 10),
  f('ProviderCode', 'text', true, 10),
  f('CustomerFullName', 'text', true, 150),
  f('NationalIdNumber', 'text', true, 23),
  f('PhoneNumber', 'digits', true, 12),
  f('ContractCode', 'text', true, 30),
  f('ContractStartDate', 'date', true, 10),
  f('ContractEndDate', 'date', true, 10),
  f('TotalAmount', 'amount', true, 15),
  f('Currency', 'currency', true, 3),
  f('OutstandingAmount', 'amount', true, 15),
  f('PastDueAmount', 'amount', true, 15),
  f('PastDueDays', 'digits', true, 4),
  f('ContractStatus', 'code', true, 13, ['PERFORMING', 'NONPERFORMING', 'CLOSED', 'WRITTENOFF']),
  f('LastPaymentDate', 'date', false, 10),
  f('LastPaymentAmount', 'amount', false, 15),
  f('RealEndDate', 'date', false, 10),
];

const HEADER = /^H\|BOT-CRB-2024\|(DAILY|MONTHLY)\|[A-Z0-9]{3,10}\|\d{4}-\d{2}-\d{2}$/;

function status({ facts, listing }: ReportedAccount): string {
  if (facts.writtenOff) return 'WRITTENOFF';
  if (listing === 'settled') return 'CLOSED';
  return listing === 'negative' ? 'NONPERFORMING' : 'PERFORMING';
}

function row(header: FileHeader, account: ReportedAccount): Row {
  const { facts, listing } = account;
  const overdue = listing !== 'settled' && facts.daysInArrears > 0 ? facts.balance : 0;
  return {
    ReportingDate: businessDateText(header.day),
    ProviderCode: header.lenderCode,
    CustomerFullName: `${facts.forenames} ${facts.surname}`.trim(),
    NationalIdNumber: facts.nationalId,
    PhoneNumber: facts.mobile.replace(/\D/g, ''),
    ContractCode: facts.accountNumber,
    ContractStartDate: businessDateText(facts.openedDay),
    ContractEndDate: businessDateText(facts.dueDay),
    TotalAmount: String(facts.originalAmount),
    Currency: header.currency,
    OutstandingAmount: String(Math.max(0, facts.balance)),
    PastDueAmount: String(overdue),
    PastDueDays: String(overdue > 0 ? facts.daysInArrears : 0),
    ContractStatus: status(account),
    LastPaymentDate: facts.lastPayment ? businessDateText(facts.lastPayment.day) : '',
    LastPaymentAmount: facts.lastPayment ? String(facts.lastPayment.amount) : '',
    RealEndDate: facts.closedDay === null ? '' : businessDateText(facts.closedDay),
  };
}

function readRow(r: Row): ReadAccount {
  const s = r.ContractStatus;
  return {
    accountNumber: r.ContractCode ?? '',
    listing: s === 'CLOSED' ? 'settled' : s === 'NONPERFORMING' ? 'negative' : 'positive',
    balance: Number(r.OutstandingAmount),
    overdue: Number(r.PastDueAmount),
  };
}

export const botTanzania: BureauFormat = {
  id: 'bot-crb-2024',
  fileName: (h) =>
    `${h.lenderCode}_CRB_${h.period.toUpperCase()}_${businessDateText(h.day).replaceAll('-', '')}.txt`,
  render: (h, accounts) =>
    renderRows(
      `H|BOT-CRB-2024|${h.period.toUpperCase()}|${h.lenderCode}|${businessDateText(h.day)}`,
      BOT_TZ_FIELDS,
      accounts.map((a) => row(h, a)),
    ),
  validate(content) {
    const { rows, issues } = parseRows(content, HEADER, BOT_TZ_FIELDS);
    const more = rows.flatMap((r, i) => {
      const own =
        r.ContractStatus === 'CLOSED' && !r.RealEndDate
          ? [{ line: i + 3, field: 'RealEndDate', rule: 'required' }]
          : [];
      return [...own, ...listingIssues(i + 3, readRow(r), Number(r.PastDueDays))];
    });
    return [...issues, ...more];
  },
  read: (content) => parseRows(content, HEADER, BOT_TZ_FIELDS).rows.map(readRow),
};
