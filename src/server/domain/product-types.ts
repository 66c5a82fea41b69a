/** The shapes of a country's loan product and of the law's caps it is checked against (product.ts). */
import type { Country, Currency } from '../../shared/countries';
import type { PlanRules } from './payment-plan';

export interface LadderLevel {
  readonly level: number;
  /** Highest principal offered at this level. */
  readonly limit: number;
  /** Longest tenure offered at this level, in days. */
  readonly maxTerm: number;
  /** Loans repaid on time needed before this level is offered. */
  readonly timelyRepayments: number;
}

export interface Product {
  readonly productId: string;
  readonly name: string;
  readonly country: Country;
  readonly currency: Currency;
  readonly minAmount: number;
  readonly stepAmount: number;
  readonly terms: readonly number[];
  /** Annual interest on the reducing balance, charged per day (rate / 365). */
  readonly interestBpPerYear: number;
  /** Upfront processing fee, of the principal. */
  readonly feeBp: number;
  /** Tax on the fee (18 % in both countries). */
  readonly feeTaxBp: number;
  readonly penaltyBpPerDay: number;
  /**
   * In duplum, the country's law (lendingCaps.inDuplumPercent): all penalties of a loan together
   * stop at this share of the principal outstanding when it fell overdue.
   */
  readonly inDuplumBp: number;
  /** Rollover fee, of the amount outstanding. */
  readonly rolloverFeeBp: number;
  readonly rolloverDays: number;
  readonly minRepayAmount: number;
  readonly reapplyAfterDays: number;
  /**
   * Hours a payout wallet that replaces another (and is not the account's own number) waits
   * before the first payout to it, so the owner told by SMS can stop a redirect; 0: no wait.
   */
  readonly newWalletCoolingOffHours: number;
  /** Days from the due date a payment reminder is sent (-3 before … 7 late); empty: none. */
  readonly reminders: readonly number[];
  /**
   * Refer to a person instead of deciding alone: a borrower who reports a missed payment (q1)
   * and at least this many, but fewer than the declining three, overdue loans elsewhere (q11).
   * Absent from the file: never referred (the rules decide every case).
   */
  readonly referFromOverdueLoans?: number;
  readonly ladder: readonly LadderLevel[];
  /** When a repaid loan counts toward a higher limit (ladder.ts countsTowardLimit). */
  readonly limitRaise: LimitRaisePolicy;
  /** Aging buckets by days past due, each bucket's first day (domain/delinquency.ts). */
  readonly delinquencyBuckets: readonly number[];
  /** What a payment plan may be: instalments, spacing, longest term (domain/payment-plan.ts). */
  readonly paymentPlan: PlanRules;
}

/**
 * A loan repaid on time climbs the ladder only if it was really used (issue: a loan repaid 30
 * minutes after the payout raised a limit 60,000 → 150,000, and again the same day): held at
 * least `minDaysHeld` days, with at least `minInterestShareBp` of its scheduled interest accrued.
 */
export interface LimitRaisePolicy {
  readonly minDaysHeld: number;
  readonly minInterestShareBp: number;
}

/**
 * The caps no product file may exceed: the lending law of its country (`lendingCaps` in
 * schemas/<cc>/country.json), never one country's numbers for every currency.
 */
export interface LendingCaps {
  readonly minAmount: number;
  readonly maxAmount: number;
  readonly minRepayAmount: number;
  readonly minTermDays: number;
  readonly maxTermDays: number;
  readonly interestPercentPerYear: number;
  readonly feePercentPerDay: number;
  readonly penaltyPercentPerDay: number;
  /** In duplum: penalties together stop at this percent of the principal overdue. */
  readonly inDuplumPercent: number;
  readonly rolloverDays: number;
}

/** What the check needs of a country: its currency, its decimal places and its caps. */
export interface CountryTerms {
  readonly currency: string;
  /** Decimal places of the currency (country.json); amounts in product.json have at most these. */
  readonly minorUnits: number;
  readonly lendingCaps?: LendingCaps;
}
