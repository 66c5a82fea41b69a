/**
 * Checks a typed repayment amount (spec §5): whole shillings, at least the minimum (1000, or the
 * loan's own minimum when higher) and at most what is due. When less than the minimum is due,
 * paying exactly what is due is still allowed, or the last few shillings could never be repaid.
 */
export const MIN_REPAYMENT = 1000;

export type RepayAmountProblem =
  'amountRequired' | 'amountNotInteger' | 'amountBelowMinimum' | 'amountAboveDue';

export type RepayAmountCheck =
  { ok: true; amount: number } | { ok: false; problem: RepayAmountProblem };

export function checkRepayAmount(
  typed: string,
  limits: { minRepayAmount: number; amountDue: number },
): RepayAmountCheck {
  const text = typed.replace(/[\s,]/g, '');
  if (text === '') return { ok: false, problem: 'amountRequired' };
  if (!/^\d+$/.test(text)) return { ok: false, problem: 'amountNotInteger' };
  const amount = Number(text);
  const floor = Math.min(Math.max(MIN_REPAYMENT, limits.minRepayAmount), limits.amountDue);
  if (amount < floor || amount <= 0) return { ok: false, problem: 'amountBelowMinimum' };
  if (amount > limits.amountDue) return { ok: false, problem: 'amountAboveDue' };
  return { ok: true, amount };
}
