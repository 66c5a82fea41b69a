/**
 * The price of a loan (DESIGN §1, "Honest pricing"): an upfront processing fee plus tax on it,
 * deducted from the principal; daily interest on the reducing balance; one repayment on the due
 * date. The confirm screen's key-facts box shows exactly this quote.
 *
 *   fee            = P × feeRate                       (half-up, whole shillings)
 *   feeTax         = fee × feeTaxRate
 *   disbursal      = P − fee − feeTax                  (what reaches the wallet)
 *   interest       = P × (annualRate / 365) × days     (no part payment: the balance stays P)
 *   repay          = P + interest                       (due at the end of the due date, local)
 *   costOfCredit   = repay − disbursal                  (fee, tax and interest together)
 *   APR            = costOfCredit / disbursal × 365 / days   (net cash received vs cash repaid)
 */
import { businessDay, endOfBusinessDay } from './business-date';
import { BP, DAYS_PER_YEAR, percentOf, roundHalfUp } from './money';
import type { Product } from './product';

export interface Quote {
  readonly loanAmount: number;
  readonly fee: number;
  readonly feeTax: number;
  readonly interest: number;
  readonly disbursalAmount: number;
  readonly repayAmount: number;
  readonly totalCostOfCredit: number;
  /** APR in basis points (5703 = 57.03 %), from the cash flows above. */
  readonly aprBp: number;
  readonly days: number;
  /** Business day of the due date (UTC+3). */
  readonly dueDay: number;
  /** Last instant of the due date: paying until then is on time. */
  readonly dueAt: number;
}

/** Interest on a balance history: `balanceDays` = Σ principal outstanding over accrued days. */
export function interestFor(balanceDays: number, interestBpPerYear: number): number {
  return roundHalfUp(balanceDays * interestBpPerYear, BP * DAYS_PER_YEAR);
}

/** Annual percentage rate in basis points of receiving `received` and repaying `repaid` after `days`. */
export function aprBp(received: number, repaid: number, days: number): number {
  if (received <= 0 || days <= 0)
    throw new RangeError('APR needs cash received and a positive term');
  return roundHalfUp(Math.max(0, repaid - received) * DAYS_PER_YEAR * BP, received * days);
}

type Pricing = Pick<Product, 'feeBp' | 'feeTaxBp' | 'interestBpPerYear'>;

/** The key facts of borrowing `principal` for `days`, paid out at `at` (ms). */
export function quote(product: Pricing, principal: number, days: number, at: number): Quote {
  const fee = percentOf(principal, product.feeBp);
  const feeTax = percentOf(fee, product.feeTaxBp);
  const interest = interestFor(principal * days, product.interestBpPerYear);
  const disbursalAmount = principal - fee - feeTax;
  const repayAmount = principal + interest;
  const dueDay = businessDay(at) + days;
  return {
    loanAmount: principal,
    fee,
    feeTax,
    interest,
    disbursalAmount,
    repayAmount,
    totalCostOfCredit: repayAmount - disbursalAmount,
    aprBp: aprBp(disbursalAmount, repayAmount, days),
    days,
    dueDay,
    dueAt: endOfBusinessDay(dueDay),
  };
}
