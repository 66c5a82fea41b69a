/**
 * The statement of account of one loan: every charge, every payment and how it was
 * allocated, with the balance owed after each line, read from the order's journal entries alone
 * (docs/architecture.md §6: balances derive from the journal). Pure: the same entries always give
 * the same statement, and its totals are the books' own sums.
 */
import type { Account, Line } from './journal';
import { STATEMENT_KINDS } from '../../shared/contract/repay';
import type { BookedEntry } from './receipts';

export type StatementLineKind =
  /** The loan amount: owed from the payout. */
  | 'principal'
  /** The fee and its tax, kept back from the payout (charged and settled at once). */
  | 'fee'
  | 'tax'
  /** What reached the borrower's wallet. */
  | 'payout'
  | 'interest'
  | 'penalty'
  /** The 7-day rollover fee: charged and paid at once; the debt is not reduced. */
  | 'rolloverFee'
  | 'payment'
  /** Credit from an earlier loan applied to this one, allocated like a payment. */
  | 'carriedCredit'
  /** Penalty the lender waived. */
  | 'waiver'
  /** What the lender stopped collecting. */
  | 'writeOff'
  /** Overpayment paid back to the wallet. */
  | 'refund'
  /** Overpayment moved to the borrower's next loan. */
  | 'creditCarried'
  /** What was owed, moved onto an accepted payment plan's dates: the balance is unchanged. */
  | 'paymentPlan';

/** How a payment was applied: penalty, fee, interest, principal, and any excess held as credit. */
export interface StatementAllocation {
  readonly penalty: number;
  readonly fee: number;
  readonly interest: number;
  readonly principal: number;
  readonly credit: number;
}

export interface StatementLine {
  readonly kind: StatementLineKind;
  /** When it was booked, ms since epoch. */
  readonly at: number;
  /** Interest and penalty: the business days the line covers (days folded into one line). */
  readonly fromDay?: number;
  readonly toDay?: number;
  /** The payment order behind a payment, rollover fee or refund. */
  readonly reference?: string;
  /** Always positive, in minor units; the kind says which way it goes. */
  readonly amount: number;
  readonly allocation?: StatementAllocation;
  /** Owed on the loan right after this line. */
  readonly balance: number;
  /** Held for the borrower (overpayment not yet returned) right after this line. */
  readonly credit: number;
}

export type StatementTotals = Readonly<Record<StatementLineKind, number>> & {
  /** What the payments paid off, per component. */
  readonly allocated: StatementAllocation;
};

export interface Statement {
  readonly lines: readonly StatementLine[];
  readonly totals: StatementTotals;
  readonly balance: number;
  readonly credit: number;
}

const sum = (lines: readonly Line[], account: Account) =>
  lines.reduce((s, l) => (l.account === account ? s + l.amount : s), 0);
/** The credits to `account` as a positive amount (never -0). */
const less = (lines: readonly Line[], account: Account) => 0 - sum(lines, account);

const CREDIT_ACCOUNTS: readonly Account[] = [
  'liability:borrower-credit',
  'liability:refund-payable',
  'liability:carried-credit',
];

/** The payment order in an idempotency key such as `payment:<id>`; none for daily accruals. */
function referenceOf(idemKey: string): string | undefined {
  const [prefix, ...rest] = idemKey.split(':');
  if (prefix === 'interest' || prefix === 'penalty' || rest.length === 0) return undefined;
  return rest.join(':');
}

/** The business day of an accrual entry, kept in its key (`interest:<order>:<day>`). */
function accrualDay(idemKey: string): number | undefined {
  const day = Number(idemKey.split(':')[2]);
  return Number.isSafeInteger(day) ? day : undefined;
}

type Draft = Omit<StatementLine, 'balance' | 'credit'>;

/** The statement lines one entry gives, before balances: none for a bookkeeping-only move. */
function draftsOf(e: BookedEntry): Draft[] {
  const l = e.lines;
  const at = e.at;
  const reference = referenceOf(e.idemKey);
  const ref = reference ? { reference } : {};
  switch (e.kind) {
    case 'disbursement':
      return [
        { kind: 'principal', at, amount: sum(l, 'receivable:principal') },
        { kind: 'fee', at, amount: less(l, 'income:fee') },
        { kind: 'tax', at, amount: less(l, 'liability:tax') },
        { kind: 'payout', at, ...ref, amount: less(l, 'cash') },
      ];
    case 'interest':
    case 'penalty': {
      const day = accrualDay(e.idemKey);
      const days = day === undefined ? {} : { fromDay: day, toDay: day };
      return [{ kind: e.kind, at, ...days, amount: sum(l, `receivable:${e.kind}`) }];
    }
    case 'repayment':
      return [
        {
          kind: e.idemKey.startsWith('carry-in:') ? 'carriedCredit' : 'payment',
          at,
          ...ref,
          amount: sum(l, 'cash'),
          allocation: {
            penalty: less(l, 'receivable:penalty'),
            fee: less(l, 'receivable:fee'),
            interest: less(l, 'receivable:interest'),
            principal: less(l, 'receivable:principal'),
            credit: less(l, 'liability:borrower-credit'),
          },
        },
      ];
    case 'rollover-fee':
      return [{ kind: 'rolloverFee', at, ...ref, amount: less(l, 'income:rollover') }];
    case 'waiver':
      return [{ kind: 'waiver', at, amount: less(l, 'receivable:penalty') }];
    case 'write-off':
      return [{ kind: 'writeOff', at, amount: sum(l, 'expense:write-off') }];
    case 'refund':
    case 'credit-carry': {
      // Reserving credit for a payout or the next loan moves nothing of the borrower's yet:
      // only money leaving our float is a line.
      const out = less(l, 'cash');
      if (out === 0) return [];
      return [{ kind: e.kind === 'refund' ? 'refund' : 'creditCarried', at, ...ref, amount: out }];
    }
    case 'restructure':
      // A payment plan moves what is owed onto new dates: a line of its own, the balance unchanged.
      return [
        { kind: 'paymentPlan', at, amount: l.reduce((n, x) => n + Math.max(x.amount, 0), 0) },
      ];
  }
}

/** Whether `next` continues `last`: the same accrual kind on the following business day. */
function folds(last: StatementLine | undefined, next: Draft): last is StatementLine {
  return (
    last !== undefined &&
    (next.kind === 'interest' || next.kind === 'penalty') &&
    last.kind === next.kind &&
    last.toDay !== undefined &&
    next.fromDay === last.toDay + 1
  );
}

const KINDS: readonly StatementLineKind[] = STATEMENT_KINDS;

/**
 * The statement of one order's entries, given in booking order. With `foldDays`, consecutive
 * days of interest (or of penalty) with nothing booked between them are one line.
 */
export function statementFrom(
  entries: readonly BookedEntry[],
  options: { foldDays?: boolean } = {},
): Statement {
  const lines: StatementLine[] = [];
  const totals = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<StatementLineKind, number>;
  const allocated = { penalty: 0, fee: 0, interest: 0, principal: 0, credit: 0 };
  let balance = 0;
  let credit = 0;
  for (const e of entries) {
    for (const l of e.lines) {
      if (l.account.startsWith('receivable:')) balance += l.amount;
      if (CREDIT_ACCOUNTS.includes(l.account)) credit -= l.amount;
    }
    for (const d of draftsOf(e)) {
      if (d.amount === 0) continue;
      totals[d.kind] += d.amount;
      if (d.allocation)
        for (const k of Object.keys(allocated) as (keyof StatementAllocation)[])
          allocated[k] += d.allocation[k];
      const last = lines.at(-1);
      if (options.foldDays !== false && folds(last, d)) {
        lines[lines.length - 1] = {
          ...last,
          toDay: d.toDay,
          amount: last.amount + d.amount,
          balance,
          credit,
        };
        continue;
      }
      lines.push({ ...d, balance, credit });
    }
  }
  return { lines, totals: { ...totals, allocated }, balance, credit };
}
