/**
 * Where confirm starts (issue: it started at the maximum, and a raised limit was preselected):
 * the borrower's own last choice when the offer still allows it, else the middle of what is
 * offered. A higher limit is offered beside the choice, never chosen for the borrower.
 */

export interface Choice {
  readonly amount: number;
  readonly days: number;
}

export interface Remembered {
  readonly amount?: number | null | undefined;
  readonly days?: number | null | undefined;
}

const middle = (values: readonly number[]): number | undefined =>
  values[Math.floor((values.length - 1) / 2)];

/** The first remembered amount and term that are offered, each falling back to the middle. */
export function startingChoice(
  offer: { amounts: readonly number[]; terms: readonly number[] },
  remembered: readonly Remembered[],
): Choice | undefined {
  const amount =
    remembered.map((r) => r.amount).find((a) => a != null && offer.amounts.includes(a)) ??
    middle(offer.amounts);
  const days =
    remembered.map((r) => r.days).find((d) => d != null && offer.terms.includes(d)) ??
    middle(offer.terms);
  return amount === undefined || days === undefined ? undefined : { amount, days };
}
