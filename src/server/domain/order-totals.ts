/**
 * What a repayment view needs from an order's journal, from one read: its sums per account and
 * entry kind. The balances (what is owed), what repayments brought in, and the penalty charged
 * and waived are all sums of the same lines, so one grouped query gives them all.
 */
import { balances, type Account } from './journal';

export interface KindSum {
  readonly account: Account;
  readonly kind: string;
  readonly amount: number;
}

export interface OrderTotals {
  /** Balance per account over every line (orderBalances). */
  readonly balances: Map<Account, number>;
  /** Cash that repayments brought in, overpayment included. */
  readonly paid: number;
  /** The part of repayments held as the borrower's credit. */
  readonly excess: number;
  /** Penalty charged by the accrual and waived by staff. */
  readonly penalty: { readonly charged: number; readonly waived: number };
}

export function orderTotalsFrom(sums: readonly KindSum[]): OrderTotals {
  const repaid = balances(sums.filter((s) => s.kind === 'repayment'));
  const penaltyOf = (kind: string) =>
    sums
      .filter((s) => s.account === 'receivable:penalty' && s.kind === kind)
      .reduce((sum, s) => sum + s.amount, 0);
  return {
    balances: balances(sums),
    paid: repaid.get('cash') ?? 0,
    // 0 - x, not -x: an empty sum stays 0, never -0.
    excess: 0 - (repaid.get('liability:borrower-credit') ?? 0),
    penalty: { charged: penaltyOf('penalty'), waived: 0 - penaltyOf('waiver') },
  };
}
