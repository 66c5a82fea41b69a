/**
 * Which accounts a bureau file may list negative (docs/decisions/0020-credit-bureau.md): every
 * account is reported, positive or negative, except one the borrower disputes, held out until the
 * dispute is resolved. Negative only when the arrears are above the country's threshold AND a
 * pre-listing notice was delivered at least the country's notice days before; a paid account is
 * reported settled, which is the update that clears an earlier negative listing. A loan whose
 * dispute staff upheld (0026) is corrected: never listed negative again, reported as performing.
 */

import { toMinorUnits } from '../../../shared/minor-units';

const DAY_MS = 86_400_000;

/** What the books say about one loan on the day of the file (amounts in minor units). */
export interface LoanFacts {
  readonly accountNumber: string;
  readonly surname: string;
  readonly forenames: string;
  readonly nationalId: string;
  readonly mobile: string;
  /** The personal form's birthday (DD-MM-YYYY or YYYY-MM-DD) and gender value, as entered. */
  readonly birthDate?: string;
  readonly gender?: string;
  /** The borrower's number in our books. */
  readonly clientNumber?: string;
  /** The contractual term in days, and what its single instalment asks (the quoted repayment). */
  readonly termDays?: number;
  readonly instalmentAmount?: number;
  /** Business days (days since the epoch in the country's zone). */
  readonly openedDay: number;
  readonly dueDay: number;
  readonly originalAmount: number;
  /** Owed now, every component. */
  readonly balance: number;
  readonly daysInArrears: number;
  readonly lastPayment: { readonly day: number; readonly amount: number } | null;
  /** The business day the loan was closed, paid in full or written off; null while open. */
  readonly closedDay: number | null;
  readonly writtenOff: boolean;
  /** An unresolved dispute of this account's data. */
  readonly disputed: boolean;
  /** A dispute of this account was upheld: its negative listing is withdrawn for good. */
  readonly corrected?: boolean;
  /** When the pre-listing notice's SMS was reported delivered (ms); null when not (yet). */
  readonly noticeDeliveredAt: number | null;
}

export interface ListingRules {
  /** Arrears above this (minor units) may be listed negative. */
  readonly negativeThreshold: number;
  /** Days a delivered notice must be old. */
  readonly noticeDays: number;
}

/**
 * The rules of a country's `bureau` block (threshold in whole currency units, as the law writes
 * it) in the minor units the books' amounts are in: 100 of a two-decimal currency is 10000.
 */
export function listingRules(
  bureau: { readonly negativeThreshold: number; readonly noticeDays: number },
  minorUnits: number,
): ListingRules {
  const threshold = toMinorUnits(bureau.negativeThreshold, minorUnits);
  if (threshold === null)
    throw new RangeError(`bureau negativeThreshold ${bureau.negativeThreshold} is not an amount`);
  return { negativeThreshold: threshold, noticeDays: bureau.noticeDays };
}

export type Listing =
  /** Performing or in arrears that may not (yet) be listed: reported positive. */
  | 'positive'
  /** Over the threshold with a delivered notice old enough. */
  | 'negative'
  /** Paid in full: reported settled. */
  | 'settled'
  /** Disputed: not in the file until resolved. */
  | 'held';

/** Arrears of a loan: what it owes once past its due date, nothing before. */
export function arrearsOf(facts: Pick<LoanFacts, 'balance' | 'daysInArrears'>): number {
  return facts.daysInArrears > 0 ? facts.balance : 0;
}

/** Whether a pre-listing notice is owed now: over the threshold, unpaid, not disputed. */
export function needsNotice(facts: LoanFacts, rules: ListingRules): boolean {
  return (
    !facts.disputed &&
    !facts.corrected &&
    facts.closedDay === null &&
    arrearsOf(facts) > rules.negativeThreshold
  );
}

/** How `facts` are reported at `now`. */
export function listingOf(facts: LoanFacts, rules: ListingRules, now: number): Listing {
  if (facts.disputed) return 'held';
  if (facts.closedDay !== null && !facts.writtenOff && facts.balance <= 0) return 'settled';
  if (facts.corrected) return 'positive';
  const noticeOldEnough =
    facts.noticeDeliveredAt !== null && now - facts.noticeDeliveredAt >= rules.noticeDays * DAY_MS;
  return arrearsOf(facts) > rules.negativeThreshold && noticeOldEnough ? 'negative' : 'positive';
}
