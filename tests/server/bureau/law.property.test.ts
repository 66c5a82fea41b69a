/**
 * The law inside the Kenyan file, as a property: over many books (arrears around the country's
 * threshold, notices delivered around the notice days, never or not yet, paid, written-off,
 * disputed and corrected loans), a row the listing rules do not allow to be negative carries no
 * arrears datum in any field: every one of its 31 fields is what a performing account of its facts
 * states. Only the rows the rules allow carry arrears, and every file passes the validator.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessDateText } from '../../../src/server/domain/business-date';
import { buildBureauFile } from '../../../src/server/domain/bureau/build';
import { readCisValues, validateCis } from '../../../src/server/domain/bureau/cis-read';
import type { CisValues } from '../../../src/server/domain/bureau/cis-write';
import { listingOf, type LoanFacts } from '../../../src/server/domain/bureau/listing';
import { cisLayout } from '../../../src/server/features/bureau/cis-layout-file';
import { listingRulesOf } from '../../../src/server/features/bureau/country';
import { cisKenya } from '../../../src/server/features/bureau/formats';
import { propertyRuns } from '../../support/property-depth';
import { FILE_DAY, KE_HEADER, kenyanLoan } from './kenya-accounts';

const DAY_MS = 86_400_000;
const layout = cisLayout();
const rules = listingRulesOf('KE');
/** The file of FILE_DAY is produced the next morning. */
const NOW = (FILE_DAY + 1) * DAY_MS + 7 * 3_600_000;
const compact = (day: number) => businessDateText(day).replaceAll('-', '');

const threshold = rules?.negativeThreshold ?? 0;
const noticeMs = (rules?.noticeDays ?? 0) * DAY_MS;

/** One loan's facts, drawn around the lines the law draws. */
const loan = fc
  .record({
    balance: fc.oneof(
      fc.integer({ min: 0, max: 60_000 }),
      fc.integer({ min: threshold - 5, max: threshold + 5 }),
    ),
    daysInArrears: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500 })),
    noticeAgeMs: fc.option(
      fc.oneof(
        fc.integer({ min: 0, max: 90 * DAY_MS }),
        fc.integer({ min: noticeMs - 3_600_000, max: noticeMs + 3_600_000 }),
      ),
    ),
    kind: fc.constantFrom('open', 'open', 'open', 'paid', 'writtenOff', 'disputed', 'corrected'),
    paid: fc.option(fc.integer({ min: 1, max: 20_000 })),
    forenames: fc.constantFrom('Amina', 'Amina Wanjiru', 'Amina Wanjiru Akinyi Njeri'),
  })
  .map((d): Omit<LoanFacts, 'accountNumber'> => {
    const closed = d.kind === 'paid' || d.kind === 'writtenOff';
    const balance = d.kind === 'paid' ? 0 : d.balance;
    const days = closed ? 0 : d.daysInArrears;
    return kenyanLoan({
      forenames: d.forenames,
      balance,
      originalAmount: Math.max(balance, 1_000),
      daysInArrears: days,
      dueDay: days > 0 ? FILE_DAY - days : FILE_DAY + 10,
      openedDay: FILE_DAY - Math.max(days, 0) - 30,
      closedDay: closed ? FILE_DAY - 1 : null,
      writtenOff: d.kind === 'writtenOff',
      disputed: d.kind === 'disputed',
      corrected: d.kind === 'corrected',
      noticeDeliveredAt: d.noticeAgeMs === null ? null : NOW - d.noticeAgeMs,
      lastPayment: d.paid === null ? null : { day: FILE_DAY - 3, amount: d.paid },
    });
  });
const book = fc.array(loan, { minLength: 1, maxLength: 12 }).map((loans) =>
  loans.map((l, i): LoanFacts => ({
    ...l,
    accountNumber: `MK${String(i + 1).padStart(6, '0')}`,
  })),
);

/** Every field of a row that states no arrears: the account's identity, contract and balance. */
function performingRow(f: LoanFacts, status: string, statusDay: number): CisValues {
  const [first = '', second = '', ...rest] = f.forenames.split(' ');
  const balance = status === 'A' ? '0' : String(f.balance);
  return {
    surname: f.surname,
    forename1: first,
    forename2: second,
    forename3: rest.join(' '),
    tradingAs: '',
    dateOfBirth: '19910314',
    clientNumber: f.clientNumber ?? '',
    accountNumber: f.accountNumber,
    gender: 'F',
    nationality: 'KE',
    idType: '001',
    idNumber: f.nationalId,
    mobile: '254712345678',
    productType: 'I',
    instalmentDueDate: compact(f.dueDay),
    originalAmount: String(f.originalAmount),
    currency: 'KES',
    currentBalanceKes: balance,
    currentBalance: balance,
    overdueBalance: '0',
    overdueDate: '',
    daysInArrears: '0',
    instalmentsInArrears: '0',
    riskClass: 'A',
    accountStatus: status,
    accountStatusDate: compact(statusDay),
    repaymentPeriod: '1',
    disbursementDate: compact(f.openedDay),
    instalmentAmount: String(f.instalmentAmount),
    latestPaymentDate: f.lastPayment ? compact(f.lastPayment.day) : '',
    lastPaymentAmount: String(f.lastPayment?.amount ?? 0),
  };
}

describe('the Kenyan file and the law', () => {
  it('reads the threshold and notice days from the country data', () => {
    expect(rules).toEqual({ negativeThreshold: 1_000, noticeDays: 30 });
  });

  it('carries no arrears datum in any field of a row the rules do not allow to be negative', () => {
    if (!rules) throw new Error('ke reports to no bureau');
    let quiet = 0;
    let listed = 0;
    fc.assert(
      fc.property(book, (loans) => {
        const built = buildBureauFile(cisKenya, KE_HEADER, loans, rules, NOW);
        expect(validateCis(layout, built.content)).toEqual([]);
        const rows = new Map(readCisValues(layout, built.content).map((r) => [r.accountNumber, r]));
        // Every account is in the file, the disputed ones too.
        expect(rows.size).toBe(loans.length);
        for (const f of loans) {
          const row = rows.get(f.accountNumber);
          const listing = listingOf(f, rules, NOW);
          const mayList =
            !f.disputed &&
            !f.corrected &&
            f.closedDay === null &&
            f.daysInArrears > 0 &&
            f.balance > threshold &&
            f.noticeDeliveredAt !== null &&
            NOW - f.noticeDeliveredAt >= noticeMs;
          expect(listing === 'negative').toBe(mayList);
          if (mayList) {
            listed++;
            expect(row).toMatchObject({
              overdueBalance: String(f.balance),
              overdueDate: compact(f.dueDay + 1),
              daysInArrears: String(f.daysInArrears),
              instalmentsInArrears: '1',
              accountStatus: 'F',
            });
            continue;
          }
          quiet++;
          const [status, statusDay] =
            listing === 'held'
              ? ['P', FILE_DAY]
              : listing === 'settled'
                ? ['A', f.closedDay ?? FILE_DAY]
                : ['F', f.openedDay];
          expect(row).toEqual(performingRow(f, status, statusDay));
        }
      }),
      { numRuns: propertyRuns(300, 3_000) },
    );
    // The books drawn held both kinds of row.
    expect(quiet).toBeGreaterThan(0);
    expect(listed).toBeGreaterThan(0);
  });

  it('lists arrears of exactly the threshold nowhere, and one shilling more once the notice is old enough', () => {
    if (!rules) throw new Error('ke reports to no bureau');
    const at = (balance: number, noticeAgeMs: number | null) => {
      const facts = kenyanLoan({
        balance,
        noticeDeliveredAt: noticeAgeMs === null ? null : NOW - noticeAgeMs,
      });
      const built = buildBureauFile(cisKenya, KE_HEADER, [facts], rules, NOW);
      return readCisValues(layout, built.content)[0]?.overdueBalance;
    };
    expect(at(threshold, noticeMs)).toBe('0');
    expect(at(threshold + 1, noticeMs)).toBe(String(threshold + 1));
    expect(at(threshold + 1, noticeMs - 1)).toBe('0');
    expect(at(threshold + 1, null)).toBe('0');
  });
});
