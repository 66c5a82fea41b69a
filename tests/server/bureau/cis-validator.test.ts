/**
 * The Kenyan file against the layout data (schemas/_bureau/cis-mobile.json): a file written
 * from a varied book passes, each row in the template's 31 fields with the codes the template
 * gives a mobile loan; the validator refuses a field moved, missing, too long, of an unknown code
 * or an impossible date, and arrears data that come without the rest; and a correction of the
 * data file is what the validator then checks, with no code changed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCisLayout, type CisLayout } from '../../../src/server/domain/bureau/cis-layout';
import { buildBureauFile } from '../../../src/server/domain/bureau/build';
import { readCisValues, validateCis } from '../../../src/server/domain/bureau/cis-read';
import { cisFormat } from '../../../src/server/domain/bureau/cis-template';
import { renderCis } from '../../../src/server/domain/bureau/cis-write';
import type { ReportedAccount } from '../../../src/server/domain/bureau/format';
import { CIS_LAYOUT_FILE, cisLayout } from '../../../src/server/features/bureau/cis-layout-file';
import { cisKenya } from '../../../src/server/features/bureau/formats';
import { FILE_DAY, KE_HEADER, kenyanLoan } from './kenya-accounts';

const layout = cisLayout();

/** One account of each kind the books hold. */
const BOOK: readonly ReportedAccount[] = [
  {
    facts: kenyanLoan({ accountNumber: 'MK1', daysInArrears: 0, dueDay: FILE_DAY + 5 }),
    listing: 'positive',
  },
  { facts: kenyanLoan({ accountNumber: 'MK2' }), listing: 'negative' },
  { facts: kenyanLoan({ accountNumber: 'MK3' }), listing: 'positive' },
  { facts: kenyanLoan({ accountNumber: 'MK4' }), listing: 'held' },
  {
    facts: kenyanLoan({
      accountNumber: 'MK5',
      balance: 0,
      daysInArrears: 0,
      closedDay: FILE_DAY - 2,
      lastPayment: { day: FILE_DAY - 2, amount: 5_600 },
    }),
    listing: 'settled',
  },
  {
    facts: kenyanLoan({ accountNumber: 'MK6', forenames: 'Amina', daysInArrears: 400 }),
    listing: 'negative',
  },
];
const good = renderCis(layout, KE_HEADER, BOOK);
const lines = good.split('\n');
const rules = (content: string) => validateCis(layout, content).map((i) => `${i.field}:${i.rule}`);

/** The file with the first record's cells edited. */
function edited(edit: (cells: string[]) => void, line = 2): string {
  const out = [...lines];
  const cells = (out[line] ?? '').split('|');
  edit(cells);
  out[line] = cells.join('|');
  return out.join('\n');
}
const at = (name: string) => layout.fields.findIndex((f) => f.name === name);

describe('the Kenyan file', () => {
  it('is the 31 fields of the mobile facility record, in the template order', () => {
    expect(lines[1]?.split('|')).toEqual([
      'Surname',
      'Forename 1',
      'Forename 2',
      'Forename 3',
      'Trading As',
      'Date of Birth',
      'Client Number',
      'Account Number',
      'Gender',
      'Nationality',
      'Primary Identification Document Type',
      'Primary Identification Document Number',
      'Mobile Telephone Number',
      'Account Product Type',
      'Instalment Due Date',
      'Original Amount',
      'Currency of Facility',
      'Current Balance in KES',
      'Current Balance',
      'Overdue Balance',
      'Overdue Date',
      'Number of Days in Arrears',
      'Number of Instalments in Arrears',
      'Prudential Risk Classification',
      'Account Status',
      'Account Status Date',
      'Repayment Period',
      'Disbursement Date',
      'Instalment Amount',
      'Date of Latest Payment',
      'Last Payment Amount',
    ]);
  });

  it('passes the validator, each kind of account in the codes the template gives it', () => {
    expect(validateCis(layout, good)).toEqual([]);
    const rows = new Map(readCisValues(layout, good).map((v) => [v.accountNumber, v]));
    for (const v of rows.values()) {
      expect(v.productType).toBe('I');
      expect(v).toMatchObject({ idType: '001', nationality: 'KE', gender: 'F' });
      expect(v.dateOfBirth).toBe('19910314');
    }
    expect(rows.get('MK1')).toMatchObject({
      accountStatus: 'F',
      overdueBalance: '0',
      riskClass: 'A',
    });
    expect(rows.get('MK2')).toMatchObject({
      accountStatus: 'F',
      overdueBalance: '5000',
      overdueDate: '20260506',
      daysInArrears: '40',
      instalmentsInArrears: '1',
      riskClass: 'B',
    });
    expect(rows.get('MK4')).toMatchObject({
      accountStatus: 'P',
      overdueBalance: '0',
      riskClass: 'A',
    });
    expect(rows.get('MK5')).toMatchObject({
      accountStatus: 'A',
      currentBalance: '0',
      accountStatusDate: '20260612',
      latestPaymentDate: '20260612',
      lastPaymentAmount: '5600',
    });
    expect(rows.get('MK6')).toMatchObject({ riskClass: 'E', forename2: '' });
    expect(cisKenya.read(good).map((a) => a.listing)).toEqual([
      'positive',
      'negative',
      'positive',
      'held',
      'settled',
      'negative',
    ]);
  });

  it('refuses a field moved', () => {
    const swap = (cells: string[]) => {
      const [a, b] = [at('Gender'), at('Date of Birth')];
      [cells[a], cells[b]] = [cells[b] ?? '', cells[a] ?? ''];
    };
    // Moved in the column line: the columns are not the template's.
    expect(rules(edited(swap, 1))).toContain('columns:columns');
    // Moved in a record: each cell breaks its place's rule.
    expect(rules(edited(swap))).toEqual(
      expect.arrayContaining(['Gender:maxLength', 'Date of Birth:date']),
    );
  });

  it('refuses a field missing, a mandatory one empty, and a conditional one empty', () => {
    expect(rules(edited((c) => c.splice(at('Trading As'), 1)))).toContain('record:fieldCount');
    expect(rules(edited((c) => (c[at('Date of Birth')] = '')))).toContain('Date of Birth:required');
    expect(rules(edited((c) => (c[at('Last Payment Amount')] = '')))).toContain(
      'Last Payment Amount:required',
    );
    // Overdue Date is mandatory once there is an overdue balance (the second record has one).
    expect(rules(edited((c) => (c[at('Overdue Date')] = ''), 3))).toContain(
      'Overdue Date:required',
    );
    // A payment amount without its date.
    expect(rules(edited((c) => (c[at('Date of Latest Payment')] = ''), 6))).toContain(
      'Date of Latest Payment:required',
    );
  });

  it('refuses a value too long', () => {
    expect(rules(edited((c) => (c[at('Mobile Telephone Number')] = '2547123456789012')))).toContain(
      'Mobile Telephone Number:maxLength',
    );
    expect(rules(edited((c) => (c[at('Account Number')] = 'MK'.padEnd(21, '0'))))).toContain(
      'Account Number:maxLength',
    );
    expect(rules(edited((c) => (c[at('Number of Days in Arrears')] = '100000'), 3))).toContain(
      'Number of Days in Arrears:maxLength',
    );
  });

  it('refuses an unknown code, and an impossible date', () => {
    expect(rules(edited((c) => (c[at('Primary Identification Document Type')] = '005')))).toContain(
      'Primary Identification Document Type:code',
    );
    expect(rules(edited((c) => (c[at('Account Status')] = 'X')))).toContain('Account Status:code');
    // Settled (H) is for revolving facilities: a paid mobile loan is closed (A).
    expect(rules(edited((c) => (c[at('Account Status')] = 'H'), 6))).toEqual([
      'Account Status:revolvingOnly',
    ]);
    expect(rules(edited((c) => (c[at('Account Product Type')] = 'Z')))).toContain(
      'Account Product Type:code',
    );
    expect(rules(edited((c) => (c[at('Disbursement Date')] = '20260231')))).toContain(
      'Disbursement Date:date',
    );
    expect(rules(edited((c) => (c[at('Disbursement Date')] = '2026-04-25')))).toContain(
      'Disbursement Date:maxLength',
    );
  });

  it('refuses arrears data that come without the rest of them, or on a closed or disputed account', () => {
    // A performing row with days in arrears, or with a risk class below normal.
    expect(rules(edited((c) => (c[at('Number of Days in Arrears')] = '45')))).toContain(
      'arrears:arrearsPartial',
    );
    expect(rules(edited((c) => (c[at('Prudential Risk Classification')] = 'B')))).toContain(
      'arrears:arrearsPartial',
    );
    // A listed row whose class is not its days' class.
    expect(rules(edited((c) => (c[at('Prudential Risk Classification')] = 'A'), 3))).toContain(
      'arrears:arrearsPartial',
    );
    // The disputed row given an overdue amount.
    const disputed = edited((c) => {
      c[at('Overdue Balance')] = '5000';
      c[at('Overdue Date')] = '20260506';
      c[at('Number of Days in Arrears')] = '40';
      c[at('Number of Instalments in Arrears')] = '1';
      c[at('Prudential Risk Classification')] = 'B';
    }, 5);
    expect(rules(disputed)).toEqual(['arrears:arrearsOnClosedOrDisputed']);
    expect(rules(edited((c) => (c[at('Current Balance in KES')] = '1'), 3))).toContain(
      'Current Balance in KES:balanceInKes',
    );
  });

  it('refuses a header that is not the layout’s', () => {
    expect(rules(good.replace(/^H\|/, 'X|'))).toContain('header:header');
  });
});

describe('the layout data file', () => {
  const raw = () =>
    JSON.parse(readFileSync(CIS_LAYOUT_FILE, 'utf8')) as {
      fields: { name: string; maxLength: number; source: string; no: number }[];
      codes: Record<string, Record<string, string>>;
    };

  it('is what the validator checks: a corrected length or code list applies with no code changed', () => {
    const corrected = raw();
    const mobile = corrected.fields.find((f) => f.name === 'Mobile Telephone Number');
    if (mobile) mobile.maxLength = 11;
    const strict: CisLayout = parseCisLayout(corrected);
    expect(validateCis(strict, good).map((i) => `${i.field}:${i.rule}`)).toContain(
      'Mobile Telephone Number:maxLength',
    );
    const noMobileLoans = raw();
    delete noMobileLoans.codes.productType?.I;
    expect(validateCis(parseCisLayout(noMobileLoans), good)[0]).toMatchObject({
      field: 'Account Product Type',
      rule: 'code',
    });
  });

  it('sets how dates are written, for the writer and the validator alike', () => {
    const dayFirst = parseCisLayout({ ...raw(), dateFormat: 'DDMMYYYY' });
    const file = renderCis(dayFirst, KE_HEADER, BOOK);
    expect(validateCis(dayFirst, file)).toEqual([]);
    expect(readCisValues(dayFirst, file)[0]).toMatchObject({
      dateOfBirth: '14031991',
      disbursementDate: '25042026',
    });
    // The file written year first is refused by a layout that reads the day first.
    expect(validateCis(dayFirst, good).map((i) => i.field)).toContain('Disbursement Date');
    expect(() => parseCisLayout({ ...raw(), dateFormat: 'MM/DD/YYYY' })).toThrow(/dateFormat/);
  });

  it('says whether a disputed account stays in the file, marked disputed, or is left out', () => {
    const rules = { negativeThreshold: 1_000, noticeDays: 30 };
    const disputed = [kenyanLoan({ accountNumber: 'MK9', disputed: true })];
    const now = (FILE_DAY + 1) * 86_400_000;
    const kept = buildBureauFile(cisKenya, KE_HEADER, disputed, rules, now);
    expect(kept).toMatchObject({ records: 1, heldOut: [] });
    const leftOut = raw() as ReturnType<typeof raw> & { reporting: { disputedInFile: boolean } };
    leftOut.reporting.disputedInFile = false;
    const format = cisFormat(() => parseCisLayout(leftOut));
    expect(buildBureauFile(format, KE_HEADER, disputed, rules, now)).toMatchObject({
      records: 0,
      heldOut: ['MK9'],
    });
  });

  it('is refused, with where and why, when the writer could not follow it', () => {
    const unknown = raw();
    if (unknown.fields[0]) unknown.fields[0].source = 'favouriteColour';
    expect(() => parseCisLayout(unknown)).toThrow(/fields\[0\]\.source/);
    const reordered = raw();
    reordered.fields.reverse();
    expect(() => parseCisLayout(reordered)).toThrow(/fields\[0\]\.no/);
  });
});
