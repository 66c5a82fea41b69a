/**
 * The price of a loan (docs/architecture.md §1, "Honest pricing"): an upfront processing fee plus tax on it,
 * deducted from the principal; daily interest on the reducing balance; one repayment on the due
 * date. The confirm screen's key-facts box shows exactly this quote.
 *
 *   fee            = P × feeRate − feeOff               (half-up, whole minor units)
 *   feeTax         = fee × feeTaxRate                  (on the fee actually charged)
 *   disbursal      = P − fee − feeTax                  (what reaches the wallet)
 *   interest       = P × (annualRate / 365) × days − interestOff  (balance stays P)
 *   repay          = P + interest                       (due at the end of the due date, local)
 *   costOfCredit   = repay − disbursal                  (fee, tax and interest together)
 *   APR            = costOfCredit / disbursal × 365 / days   (net cash received vs cash repaid)
 *
 * A coupon (feeOff or interestOff) lowers only its own component, so the APR counts it.
 */
import { businessDay, endOfBusinessDay } from './business-date';
import { BP, DAYS_PER_YEAR, percentOf, roundHalfUp } from './money';
import type { Product } from './product';

export interface Quote {
  readonly loanAmount: number;
  /** Fee charged, after any coupon. */
  readonly fee: number;
  readonly feeTax: number;
  /** Interest to the due date, after any coupon. */
  readonly interest: number;
  /** Minor units a coupon took off the fee and off the interest. */
  readonly feeOff: number;
  readonly interestOff: number;
  readonly disbursalAmount: number;
  readonly repayAmount: number;
  readonly totalCostOfCredit: number;
  /** APR in basis points (5703 = 57.03 %), from the cash flows above. */
  readonly aprBp: number;
  readonly days: number;
  /** Business day of the due date, on the product country's calendar. */
  readonly dueDay: number;
  /** Last instant of the due date: paying until then is on time. */
  readonly dueAt: number;
}

/** The money a quote charges and pays out: every view, offer and booking of it carries these. */
export type QuoteCharges = Pick<
  Quote,
  'fee' | 'feeTax' | 'interest' | 'feeOff' | 'interestOff' | 'disbursalAmount' | 'repayAmount'
>;

/** The charges of a quote, copied field by field (never more: a booked quote stays small). */
export function chargesOf(q: QuoteCharges): QuoteCharges {
  return {
    fee: q.fee,
    feeTax: q.feeTax,
    interest: q.interest,
    feeOff: q.feeOff,
    interestOff: q.interestOff,
    disbursalAmount: q.disbursalAmount,
    repayAmount: q.repayAmount,
  };
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
/** Pricing with the country whose calendar dates the loan. */
type DatedPricing = Pricing & Pick<Product, 'country'>;

/** The fee and interest before any coupon: what a percent coupon is a percent of. */
export function grossCharges(product: Pricing, principal: number, days: number) {
  return {
    fee: percentOf(principal, product.feeBp),
    interest: interestFor(principal * days, product.interestBpPerYear),
  };
}

export interface Discount {
  readonly feeOff: number;
  readonly interestOff: number;
}

const NO_DISCOUNT: Discount = { feeOff: 0, interestOff: 0 };

/** The key facts of borrowing `principal` for `days`, paid out at `at` (ms), after `off`. */
export function quote(
  product: DatedPricing,
  principal: number,
  days: number,
  at: number,
  off: Discount = NO_DISCOUNT,
): Quote {
  const gross = grossCharges(product, principal, days);
  const feeOff = Math.min(gross.fee, Math.max(0, off.feeOff));
  const interestOff = Math.min(gross.interest, Math.max(0, off.interestOff));
  const fee = gross.fee - feeOff;
  const feeTax = percentOf(fee, product.feeTaxBp);
  const interest = gross.interest - interestOff;
  const disbursalAmount = principal - fee - feeTax;
  const repayAmount = principal + interest;
  const dueDay = businessDay(at, product.country) + days;
  return {
    loanAmount: principal,
    fee,
    feeTax,
    interest,
    feeOff,
    interestOff,
    disbursalAmount,
    repayAmount,
    totalCostOfCredit: repayAmount - disbursalAmount,
    aprBp: aprBp(disbursalAmount, repayAmount, days),
    days,
    dueDay,
    dueAt: endOfBusinessDay(dueDay, product.country),
  };
}
