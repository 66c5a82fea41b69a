/** Moving through the amounts offered by /loan/product/step-amount (ascending). */

/** Index of the offered amount nearest to `value` (ties go to the lower); -1 when none is offered. */
export function nearestIndex(amounts: readonly number[], value: number): number {
  let best = -1;
  for (let i = 0; i < amounts.length; i++) {
    const a = amounts[i] as number;
    if (best < 0 || Math.abs(a - value) < Math.abs((amounts[best] as number) - value)) best = i;
  }
  return best;
}

/** The index `delta` steps away, kept within the list. */
export function stepIndex(amounts: readonly number[], index: number, delta: number): number {
  if (amounts.length === 0) return -1;
  return Math.min(amounts.length - 1, Math.max(0, index + delta));
}
