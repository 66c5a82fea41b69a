/**
 * The one rounding rule for money (docs/architecture.md §1): every amount is an integer of the currency's minor unit
 * (src/shared/minor-units.ts), and each component
 * (fee, tax, a day's interest, a day's penalty, a rollover fee) is rounded once, half-up, from an
 * exact integer fraction. Rates are integers in basis points (1 bp = 0.01 %), so no float ever
 * touches a balance.
 */

/** numerator / denominator rounded half-up to an integer (both non-negative integers). */
export function roundHalfUp(numerator: number, denominator: number): number {
  if (
    !Number.isSafeInteger(numerator) ||
    !Number.isSafeInteger(denominator) ||
    denominator <= 0 ||
    numerator < 0
  ) {
    throw new RangeError(
      `roundHalfUp needs non-negative safe integers, got ${numerator}/${denominator}`,
    );
  }
  const whole = Math.floor(numerator / denominator);
  const rest = numerator - whole * denominator;
  return rest * 2 >= denominator ? whole + 1 : whole;
}

/** Basis points in one whole (100 %). */
export const BP = 10_000;

/** amount × bp / 10 000, rounded half-up: a percentage of an amount in minor units. */
export function percentOf(amount: number, bp: number): number {
  return roundHalfUp(amount * bp, BP);
}

/** Days in the year of an annual rate (actual/365, as the spec's "30 %/365 per day"). */
export const DAYS_PER_YEAR = 365;
