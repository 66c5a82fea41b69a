/**
 * What a loan will owe at the end of its due date if nothing more is paid: what it owes today
 * plus the interest its principal accrues day by day until then (once late, today's balance).
 * The screens' figure (repay/standing.ts) and the SMS receipts' (a payment, a rollover) are this
 * one function, so a receipt never says another amount than Home, Records and Repay.
 */
import { interestToDueDay, type AccrualState } from './accrual';
import type { Product } from './product';

export function owedOnDueDate(
  amountDue: number,
  loan: { readonly accrual: AccrualState | null; readonly principal: number },
  product: Pick<Product, 'interestBpPerYear' | 'penaltyBpPerDay' | 'inDuplumBp'>,
  dueDay: number | null,
): number {
  if (!loan.accrual || dueDay === null) return amountDue;
  return (
    amountDue +
    interestToDueDay(loan.accrual, loan.principal, {
      interestBpPerYear: product.interestBpPerYear,
      penaltyBpPerDay: product.penaltyBpPerDay,
      inDuplumBp: product.inDuplumBp,
      dueDay,
    })
  );
}
