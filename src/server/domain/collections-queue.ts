/**
 * The collections work queue's rules, values in and values out: which collector takes
 * which overdue loan (by bucket, never over a cap), what a contact's outcome may say, and whether
 * a promise to pay was kept, from the money the books show paid by its day.
 */

export const CONTACT_OUTCOMES = [
  'reached',
  'noAnswer',
  'promised',
  'refused',
  'wrongNumber',
  'hardship',
] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];

export function isContactOutcome(value: unknown): value is ContactOutcome {
  return typeof value === 'string' && (CONTACT_OUTCOMES as readonly string[]).includes(value);
}

/** The furthest a promise may reach: a longer wait is a payment plan, not a promise. */
export const PROMISE_MAX_DAYS = 30;

/** An overdue loan as the assignment sees it. */
export interface QueueLoan {
  readonly orderId: number;
  readonly bucket: string;
  readonly daysPastDue: number;
  readonly owed: number;
  /** The collector working it now, if any. */
  readonly staffId: number | null;
}

/** A collector, the buckets they work and how many overdue loans they hold now. */
export interface Collector {
  readonly staffId: number;
  readonly buckets: readonly string[];
  readonly load: number;
}

export interface Assignment {
  readonly orderId: number;
  readonly staffId: number;
}

/**
 * Gives each unassigned loan to a collector of its bucket with room under `cap`, the latest and
 * largest debts first (they lose most by waiting), each to the least loaded collector (ties: the
 * lower staff id, so the same input gives the same answer). Loans no one can take stay unassigned.
 */
export function assignLoans(
  loans: readonly QueueLoan[],
  collectors: readonly Collector[],
  cap: number,
): Assignment[] {
  const load = new Map(collectors.map((c) => [c.staffId, c.load]));
  const waiting = loans
    .filter((l) => l.staffId === null)
    .sort((a, b) => b.daysPastDue - a.daysPastDue || b.owed - a.owed || a.orderId - b.orderId);
  const out: Assignment[] = [];
  for (const loan of waiting) {
    let best: Collector | undefined;
    for (const c of collectors) {
      const held = load.get(c.staffId) ?? 0;
      if (!c.buckets.includes(loan.bucket) || held >= cap) continue;
      const bestHeld = best ? (load.get(best.staffId) ?? 0) : Infinity;
      if (held < bestHeld || (held === bestHeld && best && c.staffId < best.staffId)) best = c;
    }
    if (!best) continue;
    load.set(best.staffId, (load.get(best.staffId) ?? 0) + 1);
    out.push({ orderId: loan.orderId, staffId: best.staffId });
  }
  return out;
}

export type PromiseState = 'pending' | 'kept' | 'broken';

/**
 * A promise is kept once the payments since it was made reach its amount (on or before its day),
 * broken once its day has ended short of it, and pending until then: its day is the follow-up.
 */
export function promiseState(
  promise: { readonly amount: number; readonly day: number },
  paidSince: number,
  today: number,
): PromiseState {
  if (paidSince >= promise.amount) return 'kept';
  return today > promise.day ? 'broken' : 'pending';
}

export interface PromiseInput {
  readonly amount: unknown;
  readonly day: number | undefined;
}

/** Why a promise cannot be taken: an amount that is not a positive whole, a day past or too far. */
export function promiseProblem(
  input: PromiseInput,
  today: number,
  owed: number,
): 'badAmount' | 'badDate' | undefined {
  const { amount, day } = input;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0 || amount > owed)
    return 'badAmount';
  if (day === undefined || day < today || day > today + PROMISE_MAX_DAYS) return 'badDate';
  return undefined;
}

/** Why a contact may not happen now (Kenya's rules for digital lenders), or undefined if it may. */
export type ContactBar = 'doNotContact' | 'outsideContactHours' | 'notBorrowersNumber';

export function contactBar(facts: {
  readonly noContact: boolean;
  readonly quiet: boolean;
  readonly dialled: string | undefined;
  readonly borrowerMobile: string;
}): ContactBar | undefined {
  if (facts.noContact) return 'doNotContact';
  // Only the borrower: never a referee, an employer or a relative (no third parties).
  if (facts.dialled !== undefined && facts.dialled !== facts.borrowerMobile)
    return 'notBorrowersNumber';
  if (facts.quiet) return 'outsideContactHours';
  return undefined;
}
