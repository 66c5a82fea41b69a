/**
 * Checks a typed repayment amount (docs/product.md §5): in the currency's units with at most its decimals
 * (src/shared/minor-units.ts), as minor units, at least the loan's minimum (the server
 * sends it with the loan: each country's product sets its own, in its own currency) and at most
 * what is due. When less than the minimum is due, paying exactly what is due is still allowed, or
 * the last few units could never be repaid.
 */
import { parseAmountText } from '../../shared/minor-units';

export type RepayAmountProblem =
  'amountRequired' | 'amountNotInteger' | 'amountBelowMinimum' | 'amountAboveDue';

export type RepayAmountCheck =
  { ok: true; amount: number } | { ok: false; problem: RepayAmountProblem };

export function checkRepayAmount(
  typed: string,
  limits: { minRepayAmount: number; amountDue: number },
  minorUnits = 0,
): RepayAmountCheck {
  const text = typed.replace(/[\s,]/g, '');
  if (text === '') return { ok: false, problem: 'amountRequired' };
  const amount = parseAmountText(text, minorUnits);
  if (amount === null) return { ok: false, problem: 'amountNotInteger' };
  const floor = Math.min(limits.minRepayAmount, limits.amountDue);
  if (amount < floor || amount <= 0) return { ok: false, problem: 'amountBelowMinimum' };
  if (amount > limits.amountDue) return { ok: false, problem: 'amountAboveDue' };
  return { ok: true, amount };
}
