/**
 * Double-entry bookkeeping in integers of each line's currency's minor unit (docs/architecture.md §6). An entry is a set of lines whose debits
 * (positive) and credits (negative) sum to zero; balances are sums of lines, never stored apart.
 * Receivables are kept per component so a payment's allocation is visible in the books.
 * Corrections are new entries, never edits.
 */
import type { Allocation } from './allocation';

export const ACCOUNTS = [
  /** Our float at the wallet rails: money out to borrowers, money in from them. */
  'cash',
  'receivable:principal',
  'receivable:fee',
  'receivable:interest',
  'receivable:penalty',
  'income:fee',
  'income:interest',
  'income:penalty',
  'income:rollover',
  /** Tax on the fee, owed to the revenue authority. */
  'liability:tax',
  /** Paid beyond what was owed; refundable to the borrower. */
  'liability:borrower-credit',
  /** Credit on its way back to the borrower's wallet (a refund payout not yet settled). */
  'liability:refund-payable',
  /** Credit the borrower chose to put towards their next loan, held until it is paid out. */
  'liability:carried-credit',
  /** Receivables the lender gave up collecting (a write-off): a loss. */
  'expense:write-off',
] as const;

export type Account = (typeof ACCOUNTS)[number];

export interface Line {
  readonly account: Account;
  /** Debit > 0, credit < 0. */
  readonly amount: number;
}

export interface Entry {
  readonly kind:
    | 'disbursement'
    | 'interest'
    | 'penalty'
    | 'repayment'
    | 'rollover-fee'
    | 'refund'
    | 'credit-carry'
    /** Staff waived penalty (the console): income and receivable both shrink. */
    | 'waiver'
    /** Staff wrote the loan off (the console): what was receivable becomes a loss. */
    | 'write-off'
    /** A payment plan accepted by the borrower: the same debt on a new schedule. */
    | 'restructure';
  readonly lines: readonly Line[];
}

/**
 * Whether an entry of each kind can move receivable:principal: the daily accruals never do, so a
 * day's principal changes are found without reading them (portfolio: today's report).
 */
const MOVES_PRINCIPAL: Readonly<Record<Entry['kind'], boolean>> = {
  disbursement: true,
  interest: false,
  penalty: false,
  repayment: true,
  'rollover-fee': true,
  refund: true,
  'credit-carry': true,
  waiver: true,
  'write-off': true,
  restructure: true,
};
export const PRINCIPAL_KINDS = (Object.keys(MOVES_PRINCIPAL) as Entry['kind'][]).filter(
  (kind) => MOVES_PRINCIPAL[kind],
);

/** Whether the lines sum to zero and every amount is a whole shilling. */
export function isBalanced(lines: readonly Line[]): boolean {
  return (
    lines.every((l) => Number.isSafeInteger(l.amount)) &&
    lines.reduce((s, l) => s + l.amount, 0) === 0
  );
}

function entry(kind: Entry['kind'], lines: Line[]): Entry {
  const kept = lines.filter((l) => l.amount !== 0);
  if (!isBalanced(kept)) throw new Error(`unbalanced ${kind} entry`);
  return { kind, lines: kept };
}

/** The payout: principal becomes receivable, the fee and its tax are kept back, the rest leaves. */
export function disbursementEntry(q: { loanAmount: number; fee: number; feeTax: number }): Entry {
  return entry('disbursement', [
    { account: 'receivable:principal', amount: q.loanAmount },
    { account: 'income:fee', amount: -q.fee },
    { account: 'liability:tax', amount: -q.feeTax },
    { account: 'cash', amount: -(q.loanAmount - q.fee - q.feeTax) },
  ]);
}

export function interestEntry(amount: number): Entry {
  return entry('interest', [
    { account: 'receivable:interest', amount },
    { account: 'income:interest', amount: -amount },
  ]);
}

export function penaltyEntry(amount: number): Entry {
  return entry('penalty', [
    { account: 'receivable:penalty', amount },
    { account: 'income:penalty', amount: -amount },
  ]);
}

/** A penalty waived by staff: the waived penalty leaves income and what the borrower owes. */
export function waiverEntry(amount: number): Entry {
  return entry('waiver', [
    { account: 'income:penalty', amount },
    { account: 'receivable:penalty', amount: -amount },
  ]);
}

/** Money in, credited to the components it was allocated to. */
export function repaymentEntry(a: Allocation): Entry {
  const total = a.penalty + a.fee + a.interest + a.principal + a.excess;
  return entry('repayment', [
    { account: 'cash', amount: total },
    { account: 'receivable:penalty', amount: -a.penalty },
    { account: 'receivable:fee', amount: -a.fee },
    { account: 'receivable:interest', amount: -a.interest },
    { account: 'receivable:principal', amount: -a.principal },
    { account: 'liability:borrower-credit', amount: -a.excess },
  ]);
}

export function rolloverFeeEntry(amount: number): Entry {
  return entry('rollover-fee', [
    { account: 'cash', amount },
    { account: 'income:rollover', amount: -amount },
  ]);
}

/**
 * A borrower's credit leaves: `refund` reserves it for a payout (refund-payable), `carry` holds it
 * for the next loan; neither can take more than the credit, because both start from it.
 */
export function creditOutEntry(amount: number, to: 'refund' | 'carry'): Entry {
  return entry(to === 'refund' ? 'refund' : 'credit-carry', [
    { account: 'liability:borrower-credit', amount },
    {
      account: to === 'refund' ? 'liability:refund-payable' : 'liability:carried-credit',
      amount: -amount,
    },
  ]);
}

/** The refund payout settled: paid out of our float (or, failed, back to the borrower's credit). */
export function refundSettledEntry(amount: number, paid: boolean): Entry {
  return entry('refund', [
    { account: 'liability:refund-payable', amount },
    paid
      ? { account: 'cash', amount: -amount }
      : { account: 'liability:borrower-credit', amount: -amount },
  ]);
}

/** Carried credit leaves the old loan's books as cash that the new loan receives as a repayment. */
export function carriedOutEntry(amount: number): Entry {
  return entry('credit-carry', [
    { account: 'liability:carried-credit', amount },
    { account: 'cash', amount: -amount },
  ]);
}

/** Everything still receivable on a loan moves to the loss account, component by component. */
export function writeOffEntry(owed: {
  penalty: number;
  fee: number;
  interest: number;
  principal: number;
}): Entry {
  return entry('write-off', [
    {
      account: 'expense:write-off',
      amount: owed.penalty + owed.fee + owed.interest + owed.principal,
    },
    { account: 'receivable:penalty', amount: -owed.penalty },
    { account: 'receivable:fee', amount: -owed.fee },
    { account: 'receivable:interest', amount: -owed.interest },
    { account: 'receivable:principal', amount: -owed.principal },
  ]);
}

/**
 * A payment plan booked: each receivable leaves the old schedule and enters the plan at
 * the same amount, so the entry balances and every balance stays as it was: a restructure moves
 * dates, never money. The entry carries the plan on the books (who, when, which plan); no fee,
 * interest or penalty is added.
 */
export function restructureEntry(owed: {
  penalty: number;
  fee: number;
  interest: number;
  principal: number;
}): Entry {
  const components = ['penalty', 'fee', 'interest', 'principal'] as const;
  return entry(
    'restructure',
    components.flatMap((c): Line[] => [
      { account: `receivable:${c}`, amount: -owed[c] },
      { account: `receivable:${c}`, amount: owed[c] },
    ]),
  );
}

/** Balance per account of a set of lines. */
export function balances(lines: Iterable<Line>): Map<Account, number> {
  const out = new Map<Account, number>();
  for (const l of lines) out.set(l.account, (out.get(l.account) ?? 0) + l.amount);
  return out;
}

/** What the borrower owes per component, from the receivable balances. */
export function owedFrom(b: ReadonlyMap<Account, number>) {
  return {
    penalty: b.get('receivable:penalty') ?? 0,
    fee: b.get('receivable:fee') ?? 0,
    interest: b.get('receivable:interest') ?? 0,
    principal: b.get('receivable:principal') ?? 0,
  };
}

/** The correction of a booked entry: the same lines reversed, booked as a new entry (never an edit). */
export function reversalEntry(original: Entry): Entry {
  return {
    kind: original.kind,
    lines: original.lines.map((l) => ({ account: l.account, amount: -l.amount })),
  };
}
