/**
 * How a payment is split (docs/architecture.md §6): penalty first, then fees, then interest, then principal,
 * each component taking at most what is owed. Anything left over is an overpayment held for the
 * borrower (a late duplicate payment, say): money is never dropped.
 */

export interface Owed {
  readonly penalty: number;
  readonly fee: number;
  readonly interest: number;
  readonly principal: number;
}

export interface Allocation extends Owed {
  /** Paid beyond everything owed. */
  readonly excess: number;
}

export const ALLOCATION_ORDER = ['penalty', 'fee', 'interest', 'principal'] as const;

/** Splits `amount` over what is owed, in ALLOCATION_ORDER. */
export function allocate(amount: number, owed: Owed): Allocation {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`bad payment amount ${amount}`);
  let left = amount;
  const take = (due: number) => {
    const part = Math.min(left, Math.max(0, due));
    left -= part;
    return part;
  };
  const penalty = take(owed.penalty);
  const fee = take(owed.fee);
  const interest = take(owed.interest);
  const principal = take(owed.principal);
  return { penalty, fee, interest, principal, excess: left };
}

/** Everything owed, in shillings. */
export function totalOwed(owed: Owed): number {
  return owed.penalty + owed.fee + owed.interest + owed.principal;
}
