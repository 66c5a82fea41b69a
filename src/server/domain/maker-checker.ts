/**
 * Four eyes on money staff move. Pure rules: how much of a repayment proof one member
 * may book alone, whether an operation stays within the maker's limit, and who may check it.
 * A proof never books more than its payment order or loan owes on one member's word: the rest is
 * an overpayment, booked at once only within the maker's limit, else it waits for a checker.
 */
import type { StaffAction, StaffRole } from './staff-permissions';
import { may } from './staff-permissions';
import { toMinorUnits } from '../../shared/minor-units';

export type CheckedKind = 'proof' | 'waiver' | 'writeOff' | 'refund';

/** The roles that may move money at all: compliance keeps the law and moves none. */
export type MoneyRole = Exclude<StaffRole, 'compliance'>;
type ByRole = Readonly<Record<MoneyRole, number>>;
const BY_ROLE = ['overpayment', 'waiver', 'writeOff', 'refund', 'memberDay', 'borrower'] as const;

/**
 * Limits by kind and role, each a sum over its window (staff-windows.ts): the four kinds on one
 * loan, `memberDay` over a member's last 24 hours and `borrower` over the borrower's last
 * `borrowerDays` days, every kind together. schemas/<cc>/staff-limits.json writes them in whole
 * currency units; the rules compare them with amounts in minor units, after
 * {@link limitsInMinorUnits}.
 */
export type StaffLimits = Readonly<Record<(typeof BY_ROLE)[number], ByRole>> & {
  readonly borrowerDays: number;
};

/**
 * The file's limits (whole units) in the currency's minor units: with two decimals a limit of 500
 * is 50000, against a 10.50 waiver's 1050; a limit that is not a safe amount books nothing alone.
 */
export function limitsInMinorUnits(limits: StaffLimits, minorUnits: number): StaffLimits {
  const byRole = (roles: ByRole) =>
    Object.fromEntries(
      Object.entries(roles).map(([role, limit]) => [role, toMinorUnits(limit, minorUnits) ?? 0]),
    ) as Record<MoneyRole, number>;
  const converted = Object.fromEntries(BY_ROLE.map((key) => [key, byRole(limits[key])]));
  return {
    ...(converted as Record<(typeof BY_ROLE)[number], ByRole>),
    borrowerDays: limits.borrowerDays,
  };
}

/** The permission a checker needs: the one the maker used. */
export const ACTION_OF: Readonly<Record<CheckedKind, StaffAction>> = {
  proof: 'proofs.review',
  waiver: 'waiver.post',
  writeOff: 'writeoff.post',
  refund: 'refund.post',
};

const LIMIT_OF: Readonly<Record<CheckedKind, (typeof BY_ROLE)[number]>> = {
  proof: 'overpayment',
  waiver: 'waiver',
  writeOff: 'writeOff',
  refund: 'refund',
};

/** The most `role` may book alone for `kind` (a proof: its overpayment), in the limits' units. */
export function limitOf(limits: StaffLimits, kind: CheckedKind, role: StaffRole): number {
  return role === 'compliance' ? 0 : limits[LIMIT_OF[kind]][role];
}

/** Whether `amount` (with what the loan already had of it: a waiver's earlier ones) needs a checker. */
export function needsChecker(limit: number, amount: number, before = 0): boolean {
  return before + amount > limit;
}

export interface ProofSplit {
  /** Booked now: at most what is owed, plus the overpayment when within the maker's limit. */
  readonly now: number;
  /** Waits for a checker; 0 when nothing does. */
  readonly waiting: number;
  /** Paid beyond what is owed (booked now or waiting). */
  readonly overpayment: number;
}

/** Splits a proof's amount: what is owed is booked, an overpayment above the limit waits. */
export function splitProof(amount: number, owed: number, limit: number): ProofSplit {
  if (!Number.isSafeInteger(amount) || amount < 1 || !Number.isSafeInteger(owed) || owed < 0)
    throw new RangeError(`bad proof split ${amount} of ${owed}`);
  const covered = Math.min(amount, owed);
  const overpayment = amount - covered;
  return needsChecker(limit, overpayment)
    ? { now: covered, waiting: overpayment, overpayment }
    : { now: amount, waiting: 0, overpayment };
}

export interface Member {
  readonly id: number;
  readonly role: StaffRole;
}

export type CheckRefusal = 'ownRequest' | 'sameRole' | 'notAllowed';

/** Why `checker` may not approve or reject `maker`'s request of `kind`; null: they may. */
export function checkRefusal(
  maker: Member,
  checker: Member,
  kind: CheckedKind,
): CheckRefusal | null {
  if (maker.id === checker.id) return 'ownRequest';
  if (maker.role === checker.role) return 'sameRole';
  if (!may(checker.role, ACTION_OF[kind])) return 'notAllowed';
  return null;
}

/**
 * The most a write-off may be booked alone, for any role: a hundredth of the product's largest
 * loan (decision 0048). Writing a receivable off is money lost for good, so anything above a small
 * amount needs a second person; the data may set less, never more.
 */
export const WRITE_OFF_ALONE_SHARE = 0.01;

/** Roles whose write-off limit exceeds {@link WRITE_OFF_ALONE_SHARE} of `largestLoan` (whole units). */
export function writeOffsTooLarge(
  writeOff: Readonly<Record<MoneyRole, number>>,
  largestLoan: number,
): { role: MoneyRole; limit: number; ceiling: number }[] {
  const ceiling = Math.floor(largestLoan * WRITE_OFF_ALONE_SHARE);
  return (Object.entries(writeOff) as [MoneyRole, number][])
    .filter(([, limit]) => limit > ceiling)
    .map(([role, limit]) => ({ role, limit, ceiling }));
}
