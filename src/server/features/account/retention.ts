/**
 * What an account deletion keeps (docs/product.md §4). Personal data goes; the loan, repayment and ledger
 * records stay for the period lending records law requires, set by RECORD_RETENTION_YEARS, so
 * the screen can tell the borrower what is kept and until when.
 */
export const RETAINED_RECORDS = ['loans', 'repayments', 'ledger'] as const;

export function retention(years: number): {
  records: (typeof RETAINED_RECORDS)[number][];
  years: number;
} {
  return { records: [...RETAINED_RECORDS], years };
}

/** The same calendar date `years` later (UTC), when the kept records may be purged. */
export function retainUntil(now: number, years: number): Date {
  const until = new Date(now);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until;
}
