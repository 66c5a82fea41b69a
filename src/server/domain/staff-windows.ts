/**
 * Staff limits as sums over windows (decision 0039). A limit per act let one member mint money by
 * splitting it; here every amount a member books alone counts against three windows at once: the
 * loan (each kind its own limit), the member's last 24 hours and the borrower's last
 * `borrowerDays` days (every kind together). An act fits alone only within the least room left;
 * the rest waits for a checker. Pure: the sums are counted by the caller, in the transaction of
 * the act, under locks (ops-console/staff-windows.ts).
 */
import type { StaffLimits } from './maker-checker';
import type { StaffRole } from './staff-permissions';

/** What a member books alone: credit a proof created beyond what was owed, and the rest by name. */
export type ActKind = 'credit' | 'waiver' | 'writeOff' | 'refund';

export const WINDOWS = ['loan', 'memberDay', 'borrower'] as const;
export type Window = (typeof WINDOWS)[number];
export type Sums = Readonly<Record<Window, number>>;

/** The member window: a day, rolling, so no reset at midnight lets a member spend it twice. */
export const MEMBER_WINDOW_MS = 24 * 3600_000;

const LOAN_LIMIT = {
  credit: 'overpayment',
  waiver: 'waiver',
  writeOff: 'writeOff',
  refund: 'refund',
} as const satisfies Readonly<Record<ActKind, keyof StaffLimits>>;

/** The limits `role` has for `kind` in each window. */
export function windowLimits(limits: StaffLimits, kind: ActKind, role: StaffRole): Sums {
  // Compliance moves no money: nothing alone, in any window.
  if (role === 'compliance') return { loan: 0, memberDay: 0, borrower: 0 };
  return {
    loan: limits[LOAN_LIMIT[kind]][role],
    memberDay: limits.memberDay[role],
    borrower: limits.borrower[role],
  };
}

/** Where each window starts (epoch ms) at `now`. */
export function windowStarts(now: number, borrowerDays: number) {
  return { memberDay: now - MEMBER_WINDOW_MS, borrower: now - borrowerDays * 86_400_000 };
}

export interface Room {
  /** The most the member may still book alone (0: everything needs a checker). */
  readonly amount: number;
  /** The window with the least room: the checker is told which limit was reached. */
  readonly binding: Window;
}

/** The least room left in any window, never below 0. */
export function roomLeft(limits: Sums, counted: Sums): Room {
  let best: Room = { amount: Number.MAX_SAFE_INTEGER, binding: 'loan' };
  for (const window of WINDOWS) {
    const left = Math.max(0, limits[window] - counted[window]);
    if (left < best.amount) best = { amount: left, binding: window };
  }
  return best;
}

/** Whether `amount` may be booked alone now. */
export function fitsAlone(limits: Sums, counted: Sums, amount: number): boolean {
  return amount <= roomLeft(limits, counted).amount;
}

/** The payment order a proof names, as the books know it. */
export interface NamedOrder {
  /** One of the proof's own loan's repayment orders. */
  readonly ofThisLoan: boolean;
  readonly status: string;
  /** `manual-proof` for a payment a proof booked; otherwise the rail that carried it. */
  readonly provider: string;
}

export type ProofRefusal = 'settledByRail' | 'railAnswerDue' | 'provenBefore';

/** Sent to the rail, its answer not in yet: a status query will settle it. */
const AWAITING_RAIL: readonly string[] = ['submitted', 'unknown'];

/**
 * Why a proof may not be booked at all: the order it names was already settled by the rail (the
 * money is in the books once), or was sent to the rail whose answer is still due (it would count
 * twice when it comes: prove it once the rail has failed it), or another approved proof already
 * proved it (`provenBefore`: the caller knows) or it is itself a proof's booking. An order the
 * rail failed, or never sent, may be proven; one of another loan books as an unnamed proof would.
 */
export function proofRefusal(
  named: NamedOrder | undefined,
  provenBefore: boolean,
): ProofRefusal | null {
  if (provenBefore) return 'provenBefore';
  if (!named?.ofThisLoan) return null;
  if (named.provider === 'manual-proof')
    return named.status === 'succeeded' ? 'provenBefore' : null;
  if (named.status === 'succeeded') return 'settledByRail';
  return AWAITING_RAIL.includes(named.status) ? 'railAnswerDue' : null;
}

/**
 * The credit a proof may create alone: none on a loan not being repaid (a finished loan's proof
 * is all credit, so a checker sees it whole), else the windows' room.
 */
export function proofCreditRoom(room: Room, loanRepaying: boolean): number {
  return loanRepaying ? room.amount : 0;
}
