/**
 * Rollover (docs/product.md §4): the borrower pays a fee and the due date moves 7 days; the debt is not
 * reduced (the fee is income, not a repayment). Interest keeps accruing on the reducing balance
 * until the new due date, because the money stays borrowed for those days.
 *
 * Product rules: only a loan still being repaid on time may roll over (never an overdue one, by
 * URL or otherwise); the fee is the product's rate of the principal outstanding (product.json
 * `rolloverFeeRate`), never of a total that includes interest or penalty; the new due date counts
 * from the later of the due date and today, so it is never in the past.
 */
import { ORDER_STATUS } from '../../shared/orders';
import { percentOf } from './money';
import type { Product } from './product';

export interface RolloverQuote {
  readonly fee: number;
  readonly newDueDay: number;
}

/** Whether a loan in `status` due on `dueDay` may roll over on business day `today`. */
export function canRollOver(status: number, dueDay: number | null, today: number): boolean {
  return status === ORDER_STATUS.repaying && dueDay !== null && today <= dueDay;
}

/** The fee on the `principal` outstanding and the due date moved by the product's rollover days. */
export function rolloverQuote(
  product: Pick<Product, 'rolloverFeeBp' | 'rolloverDays'>,
  principal: number,
  dueDay: number,
  today: number = dueDay,
): RolloverQuote {
  return {
    fee: percentOf(principal, product.rolloverFeeBp),
    newDueDay: Math.max(dueDay, today) + product.rolloverDays,
  };
}
