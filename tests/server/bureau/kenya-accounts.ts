/**
 * Kenyan accounts as the books state them, for the tests of the Kenyan bureau file: a borrower's
 * identity as the personal form holds it and a 30-day loan, varied per test.
 */
import type { FileHeader } from '../../../src/server/domain/bureau/format';
import type { LoanFacts } from '../../../src/server/domain/bureau/listing';

/** 2026-06-14, the business day a file reports. */
export const FILE_DAY = 20_618;

export const KE_HEADER: FileHeader = {
  lenderCode: 'MKP001',
  lenderName: 'Mkopo Credit Kenya Limited',
  currency: 'KES',
  period: 'daily',
  day: FILE_DAY,
};

/** A loan paid out 50 days before the file and due 40 days before it, owing 5,000. */
export function kenyanLoan(overrides: Partial<LoanFacts> = {}): LoanFacts {
  return {
    accountNumber: 'MK2606000001',
    surname: 'Otieno',
    forenames: 'Amina Wanjiru',
    nationalId: '12345678',
    mobile: '+254712345678',
    birthDate: '14-03-1991',
    gender: '2',
    clientNumber: '1042',
    termDays: 10,
    instalmentAmount: 5_600,
    openedDay: FILE_DAY - 50,
    dueDay: FILE_DAY - 40,
    originalAmount: 5_000,
    balance: 5_000,
    daysInArrears: 40,
    lastPayment: null,
    closedDay: null,
    writtenOff: false,
    disputed: false,
    noticeDeliveredAt: null,
    ...overrides,
  };
}
