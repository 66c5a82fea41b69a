/**
 * The daily reconciliation: what our books say each payment did, against the rail's
 * statement of what it settled. Every difference is listed for finance; nothing is corrected
 * here (a correction is a ledger operation of its own).
 */
import type { IntentStatus } from './payment-intent';

export type RailKind = 'payout' | 'collect';

/** One payment as our books hold it. */
export interface BookPayment {
  readonly payOrderId: string;
  readonly kind: RailKind;
  readonly amount: number;
  readonly status: IntentStatus;
}

/** One line of the rail's statement: a payment it settled. */
export interface StatementLine {
  readonly payOrderId: string;
  readonly kind: RailKind;
  readonly amount: number;
}

export type Problem =
  /** Our books show it paid; the rail's statement does not. */
  | 'notOnRail'
  /** The rail settled it; our books do not show it paid (or do not know it at all). */
  | 'notInBooks'
  /** Both show it, with different amounts. */
  | 'amountDiffers'
  /** Money out that the rail never confirmed, still open in our books. */
  | 'unconfirmed';

export interface Difference {
  readonly payOrderId: string;
  readonly kind: RailKind;
  readonly problem: Problem;
  readonly books: { readonly amount: number; readonly status: IntentStatus } | null;
  readonly rail: { readonly amount: number } | null;
}

const OPEN: ReadonlySet<IntentStatus> = new Set(['created', 'submitted', 'unknown']);

/** Every difference between the books and the statement, books' order first, then the rail's. */
export function reconcile(
  books: readonly BookPayment[],
  statement: readonly StatementLine[],
): Difference[] {
  const onRail = new Map(statement.map((line) => [line.payOrderId, line]));
  const known = new Set(books.map((b) => b.payOrderId));
  const differences: Difference[] = [];
  for (const b of books) {
    const line = onRail.get(b.payOrderId);
    const books = { amount: b.amount, status: b.status };
    const rail = line ? { amount: line.amount } : null;
    const problem: Problem | null =
      b.status === 'succeeded'
        ? !line
          ? 'notOnRail'
          : line.amount !== b.amount
            ? 'amountDiffers'
            : null
        : line
          ? 'notInBooks'
          : // An unpaid collection is normal (the borrower never approved); money out is not.
            b.kind === 'payout' && OPEN.has(b.status)
            ? 'unconfirmed'
            : null;
    if (problem) differences.push({ payOrderId: b.payOrderId, kind: b.kind, problem, books, rail });
  }
  for (const line of statement)
    if (!known.has(line.payOrderId))
      differences.push({
        payOrderId: line.payOrderId,
        kind: line.kind,
        problem: 'notInBooks',
        books: null,
        rail: { amount: line.amount },
      });
  return differences;
}
