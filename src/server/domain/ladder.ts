/**
 * The limit ladder (docs/architecture.md §1): a first loan is offered up to the first level; each loan repaid on
 * time offers the next level (a higher limit and longer terms). It is an offer: the borrower still
 * chooses the amount, from the amounts and terms the level allows.
 */
import { BP } from './money';
import type { LadderLevel, LimitRaisePolicy, Product } from './product';

/** The highest level whose condition the borrower's timely repayments meet. */
export function offeredLevel(
  ladder: readonly LadderLevel[],
  timelyRepayments: number,
): LadderLevel {
  const reached = ladder.filter((l) => l.timelyRepayments <= timelyRepayments);
  const top = reached[reached.length - 1] ?? ladder[0];
  if (!top) throw new Error('a product needs at least one ladder level');
  return top;
}

/** The level above `level`, if any. */
export function nextLevel(
  ladder: readonly LadderLevel[],
  level: LadderLevel,
): LadderLevel | undefined {
  return ladder.find((l) => l.level === level.level + 1);
}

/** The amounts a borrower at `level` may choose: minAmount to the limit in stepAmount steps. */
export function stepAmounts(
  product: Pick<Product, 'minAmount' | 'stepAmount'>,
  level: LadderLevel,
): number[] {
  const amounts: number[] = [];
  for (let a = product.minAmount; a <= level.limit; a += product.stepAmount) amounts.push(a);
  return amounts;
}

/** The tenures a borrower at `level` may choose. */
export function termsFor(product: Pick<Product, 'terms'>, level: LadderLevel): number[] {
  return product.terms.filter((t) => t <= level.maxTerm);
}

/** How a finished loan was used: what decides whether it climbs the ladder. */
export interface FinishedLoan {
  readonly onTime: boolean;
  /** Business days from the payout to the last repayment. */
  readonly daysHeld: number;
  /** Interest accrued while it was held, and the interest scheduled to its due date. */
  readonly interestAccrued: number;
  readonly interestScheduled: number;
}

/** Whether a finished loan counts toward a higher limit under `policy`. */
export function countsTowardLimit(policy: LimitRaisePolicy, loan: FinishedLoan): boolean {
  if (!loan.onTime || loan.daysHeld < policy.minDaysHeld) return false;
  // Cross-multiplied: a share of minor units, without rounding either side.
  return loan.interestAccrued * BP >= loan.interestScheduled * policy.minInterestShareBp;
}
