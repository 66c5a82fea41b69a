/**
 * The CIS Kenya Data Specification Template (v4.1) as far as a digital lender's consumer loan
 * needs it: the individual consumer's identity and the account's information on one record, in
 * the template's field order and rules. Daily and monthly files share the layout; the header says
 * which one a file is.
 */
import { businessDateText } from '../business-date';
import { parseRows, renderRows, type FieldSpec, type Row } from './fields';
import {
  listingIssues,
  riskClass,
  type BureauFormat,
  type FileHeader,
  type ReadAccount,
  type ReportedAccount,
} from './format';

const compactDate = (day: number) => businessDateText(day).replaceAll('-', '');

const f = (
  name: string,
  kind: FieldSpec['kind'],
  required: boolean,
  maxLength: number,
  codes?: readonly string[],
): FieldSpec => ({ name, kind, required, maxLength, codes, dateShape: 'compact' });

/** Account status: F active, H closed (settled), C written off. */
const STATUS = { positive: 'F', negative: 'F', settled: 'H' } as const;

export const CIS_KE_FIELDS: readonly FieldSpec[] = [
  f('Surname', 'text', true, 60),
  f('Forename 1', 'text', true, 60),
  f('Forename 2', 'text', false, 60),
  f('Primary Identification Document Type', 'code', true, 3, ['001', '002', '003']),
  f('Primary Identification Doc Number', 'text', true, 20),
  f('Mobile Telephone Number', 'digits', true, 12),
  f('Lenders Registered Name', 'text', true, 100),
  f('Lenders Branch Code', 'text', true, 10),
  f('Account Number', 'text', true, 30),
  f('Account Product Type', 'code', true, 1, ['L']),
  f('Date Account Opened', 'date', true, 8),
  f('Instalment Due Date', 'date', true, 8),
  f('Original Amount', 'amount', true, 15),
  f('Currency of Facility', 'currency', true, 3),
  f('Current Balance', 'amount', true, 15),
  f('Overdue Balance', 'amount', true, 15),
  f('Number of Days in Arrears', 'digits', true, 4),
  f('Prudential Risk Classification', 'code', true, 1, ['A', 'B', 'C', 'D', 'E']),
  f('Account Status', 'code', true, 1, ['F', 'H', 'C']),
  f('Account Status Date', 'date', true, 8),
  f('Account Closure Date', 'date', false, 8),
  f('Date of Latest Payment', 'date', false, 8),
  f('Last Payment Amount', 'amount', false, 15),
  f('Performing Indicator', 'code', true, 1, ['A', 'B']),
];

const HEADER = /^H\|CIS-4\.1\|(DAILY|MONTHLY)\|[A-Z0-9]{3,10}\|\d{8}$/;

function row(header: FileHeader, { facts, listing }: ReportedAccount): Row {
  const overdue = facts.daysInArrears > 0 ? facts.balance : 0;
  return {
    Surname: facts.surname,
    'Forename 1': facts.forenames.split(' ')[0] ?? '',
    'Forename 2': facts.forenames.split(' ').slice(1).join(' '),
    'Primary Identification Document Type': '001',
    'Primary Identification Doc Number': facts.nationalId,
    'Mobile Telephone Number': facts.mobile.replace(/\D/g, ''),
    'Lenders Registered Name': header.lenderName,
    'Lenders Branch Code': header.lenderCode,
    'Account Number': facts.accountNumber,
    'Account Product Type': 'L',
    'Date Account Opened': compactDate(facts.openedDay),
    'Instalment Due Date': compactDate(facts.dueDay),
    'Original Amount': String(facts.originalAmount),
    'Currency of Facility': header.currency,
    'Current Balance': String(Math.max(0, facts.balance)),
    'Overdue Balance': String(listing === 'settled' ? 0 : overdue),
    'Number of Days in Arrears': String(listing === 'settled' ? 0 : facts.daysInArrears),
    'Prudential Risk Classification': riskClass(facts.daysInArrears),
    'Account Status': facts.writtenOff ? 'C' : STATUS[listing],
    'Account Status Date': compactDate(facts.closedDay ?? header.day),
    'Account Closure Date': facts.closedDay === null ? '' : compactDate(facts.closedDay),
    'Date of Latest Payment': facts.lastPayment ? compactDate(facts.lastPayment.day) : '',
    'Last Payment Amount': facts.lastPayment ? String(facts.lastPayment.amount) : '',
    'Performing Indicator': listing === 'negative' ? 'B' : 'A',
  };
}

function readRow(r: Row): ReadAccount {
  const listing =
    r['Account Status'] === 'H'
      ? 'settled'
      : r['Performing Indicator'] === 'B'
        ? 'negative'
        : 'positive';
  return {
    accountNumber: r['Account Number'] ?? '',
    listing,
    balance: Number(r['Current Balance']),
    overdue: Number(r['Overdue Balance']),
  };
}

export const cisKenya: BureauFormat = {
  id: 'cis-4.1',
  fileName: (h) => `${h.lenderCode}_CIS41_${h.period.toUpperCase()}_${compactDate(h.day)}.txt`,
  render: (h, accounts) =>
    renderRows(
      `H|CIS-4.1|${h.period.toUpperCase()}|${h.lenderCode}|${compactDate(h.day)}`,
      CIS_KE_FIELDS,
      accounts.map((a) => row(h, a)),
    ),
  validate(content) {
    const { rows, issues } = parseRows(content, HEADER, CIS_KE_FIELDS);
    const more = rows.flatMap((r, i) => {
      const own =
        r['Account Status'] === 'H' && !r['Account Closure Date']
          ? [{ line: i + 3, field: 'Account Closure Date', rule: 'required' }]
          : [];
      return [...own, ...listingIssues(i + 3, readRow(r), Number(r['Number of Days in Arrears']))];
    });
    return [...issues, ...more];
  },
  read: (content) => parseRows(content, HEADER, CIS_KE_FIELDS).rows.map(readRow),
};
