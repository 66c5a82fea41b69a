/**
 * Rollover (spec §4): the borrower pays a fee and the due date moves 7 days; the debt is not
 * reduced (the fee is income, not a repayment). Interest keeps accruing on the reducing balance
 * until the new due date, because the money stays borrowed for those days.
 */
import { percentOf } from './money';
import type { Product } from './product';

export interface RolloverQuote {
  readonly fee: number;
  readonly newDueDay: number;
}

/** The fee on `outstanding` and the due date moved by the product's rollover days. */
export function rolloverQuote(
  product: Pick<Product, 'rolloverFeeBp' | 'rolloverDays'>,
  outstanding: number,
  dueDay: number,
): RolloverQuote {
  return {
    fee: percentOf(outstanding, product.rolloverFeeBp),
    newDueDay: dueDay + product.rolloverDays,
  };
}
