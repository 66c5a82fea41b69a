/**
 * What a rails journey's books must say, worked out apart from the server's bookings: from what
 * each payment asked and whether the provider's own records show it moved, the balance of each
 * account over the journey's orders. The journey's test reads the journal and compares.
 */
import type { Account } from '../../../src/server/domain/journal';

/** One payment of a journey as planned. */
export type Plan =
  /** A loan of `principal` paid out: `amount` leaves, the fee and its tax are kept back. */
  | { kind: 'payout'; amount: number; principal: number; fee: number; feeTax: number }
  /** Money in on a loan of `owed` principal (paid out before the journey); the rest is credit. */
  | { kind: 'collection'; amount: number; owed: number }
  /** A collection's `amount` given back from the borrower's credit. */
  | { kind: 'reversal'; amount: number };

/** A payment as planned, and whether the provider's own records show it moved. */
export type Planned = Plan & { moved: boolean };

export function expectedBalances(planned: readonly Planned[]): Map<Account, number> {
  const out = new Map<Account, number>();
  const add = (account: Account, amount: number) =>
    out.set(account, (out.get(account) ?? 0) + amount);
  for (const p of planned) {
    if (p.kind === 'payout') {
      if (!p.moved) continue;
      add('receivable:principal', p.principal);
      add('income:fee', -p.fee);
      add('liability:tax', -p.feeTax);
      add('cash', -p.amount);
    } else if (p.kind === 'collection') {
      // The loan it pays, as it stood before the journey.
      add('receivable:principal', p.owed);
      add('cash', -p.owed);
      if (!p.moved) continue;
      const repaid = Math.min(p.amount, p.owed);
      add('cash', p.amount);
      add('receivable:principal', -repaid);
      add('liability:borrower-credit', -(p.amount - repaid));
    } else {
      // Given back when it moved; else the credit returns to the borrower.
      add(p.moved ? 'cash' : 'liability:borrower-credit', -p.amount);
      add('liability:borrower-credit', p.amount);
    }
  }
  return nonZero(out);
}

/** The balances that are not zero: an account the journal never touched reads as absent. */
export function nonZero(balances: ReadonlyMap<Account, number>): Map<Account, number> {
  return new Map([...balances].filter(([, amount]) => amount !== 0).sort());
}
