/**
 * Receipts derived from the journal (docs/architecture.md §6: balances derive from the journal): one per payment
 * entry, with its allocation as booked, the rollover fee as its own line, and what the loan owed
 * right after it. Pure: the same entries always give the same receipts.
 */
import type { Entry, Line } from './journal';

export interface BookedEntry {
  readonly kind: Entry['kind'];
  readonly idemKey: string;
  /** ms since epoch */
  readonly at: number;
  readonly lines: readonly Line[];
}

export interface Receipt {
  readonly payOrderId: string;
  readonly kind: 'repayment' | 'rollover' | 'carriedCredit';
  readonly at: number;
  readonly amount: number;
  readonly penalty: number;
  readonly fee: number;
  readonly interest: number;
  readonly principal: number;
  readonly rolloverFee: number;
  readonly credit: number;
  readonly balanceAfter: number;
}

/** Idempotency key prefixes of the entries that are payments (see features/ledger). */
const PAYMENT_KEYS = [
  ['payment:', 'repayment'],
  ['rollover-fee:', 'rollover'],
  ['carry-in:', 'carriedCredit'],
] as const;

function sumOf(lines: readonly Line[], account: Line['account']): number {
  return lines.reduce((s, l) => (l.account === account ? s + l.amount : s), 0);
}

/** Receipts of one order's entries, given in booking order. */
export function receiptsFrom(entries: readonly BookedEntry[]): Receipt[] {
  const out: Receipt[] = [];
  let owed = 0;
  for (const e of entries) {
    for (const l of e.lines) if (l.account.startsWith('receivable:')) owed += l.amount;
    const match = PAYMENT_KEYS.find(([prefix]) => e.idemKey.startsWith(prefix));
    if (!match) continue;
    const [prefix, kind] = match;
    out.push({
      payOrderId: e.idemKey.slice(prefix.length),
      kind,
      at: e.at,
      amount: sumOf(e.lines, 'cash'),
      penalty: -sumOf(e.lines, 'receivable:penalty'),
      fee: -sumOf(e.lines, 'receivable:fee'),
      interest: -sumOf(e.lines, 'receivable:interest'),
      principal: -sumOf(e.lines, 'receivable:principal'),
      rolloverFee: -sumOf(e.lines, 'income:rollover'),
      credit: -sumOf(e.lines, 'liability:borrower-credit'),
      balanceAfter: owed,
    });
  }
  return out;
}
