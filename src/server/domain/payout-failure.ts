/**
 * Why a payout failed, and what follows (docs/decisions/0036-payout-failures-told-truly.md). A
 * failure of the lender's side (its float, a rail or configuration fault) is the lender's to mend:
 * it sends the loan again under a new payment order once the failed one is final, so money moves
 * at most once, and the borrower is told the money is delayed. Only a failure of the borrower's
 * wallet asks the borrower to act (bind another wallet and apply again). A cause we cannot read
 * is not the borrower's: the lender tries again, and stops after PAYOUT_ATTEMPTS without
 * blaming the wallet.
 */

export const PAYOUT_FAILURE_CAUSES = ['wallet', 'float', 'rail'] as const;
export type PayoutFailureCause = (typeof PAYOUT_FAILURE_CAUSES)[number];

/** Payouts the lender sends for one order at most: the first and two more. */
export const PAYOUT_ATTEMPTS = 3;

/** How long after the n-th failure (1-based) the lender sends again: the float may need a top-up. */
export const RETRY_AFTER_MS: readonly number[] = [15 * 60_000, 60 * 60_000];

export type PayoutFailureStep =
  /** Send again, under a new payment order, `afterMs` from now. */
  | { readonly kind: 'retry'; readonly afterMs: number }
  /** The borrower's wallet refused it: the order fails and the borrower changes the wallet. */
  | { readonly kind: 'borrower' }
  /** The lender's side failed every attempt: the order fails, no wallet is blamed. */
  | { readonly kind: 'stop' };

/** What follows the `failures`-th failed payout (1 for the first) of one order. */
export function afterPayoutFailure(cause: PayoutFailureCause, failures: number): PayoutFailureStep {
  if (cause === 'wallet') return { kind: 'borrower' };
  if (failures >= PAYOUT_ATTEMPTS) return { kind: 'stop' };
  const afterMs = RETRY_AFTER_MS[Math.min(failures, RETRY_AFTER_MS.length) - 1] ?? 0;
  return { kind: 'retry', afterMs };
}

/**
 * A provider's refusal, as the adapters keep it (a code and its text), read for its cause. Each
 * pattern is the provider's own wording (sources in the decision record); anything else is a
 * rail fault, never the wallet's.
 */
const REFUSAL_CAUSES: readonly (readonly [RegExp, PayoutFailureCause])[] = [
  // Daraja B2C: "not enough money in its utility account"; M-Pesa result 1 "insufficient".
  [/insufficient|not enough money|utility account|float/i, 'float'],
  // M-Pesa result 10 "The MSISDN provided is not registered on M-Pesa", 7 "Unresolved Receiver
  // Party", 14 "Unresolved Credit Account": the number paid to is no M-Pesa wallet.
  [/not registered|unregistered|unresolved (receiver|credit)/i, 'wallet'],
];

/** The cause a provider's refusal text names; a rail fault when it names none we know. */
export function causeOfRefusal(refusal: string | undefined): PayoutFailureCause {
  if (!refusal) return 'rail';
  for (const [pattern, cause] of REFUSAL_CAUSES) if (pattern.test(refusal)) return cause;
  return 'rail';
}

/** One payout of an order as the borrower's screens read it. */
export interface PayoutAttempt {
  readonly status: 'created' | 'submitted' | 'unknown' | 'succeeded' | 'failed';
  /** Why it failed; on an unknown payout, `float`: held while payouts are paused. */
  readonly failure: PayoutFailureCause | null;
  /** When it was ordered (ms). */
  readonly createdAt: number;
}

export type PayoutTold =
  /** The rail has not told this payout's outcome yet; `since` the first was ordered. */
  | { readonly status: 'beingSent'; readonly since: number }
  /** An earlier payout failed on the lender's side and the lender is sending it again. */
  | {
      readonly status: 'delayed';
      readonly since: number;
      readonly cause: Exclude<PayoutFailureCause, 'wallet'>;
    }
  /** The order failed: the wallet's fault, or the lender's after its last attempt. */
  | { readonly status: 'failed'; readonly cause: PayoutFailureCause };

/**
 * What a lending or failed order says of its payouts (`attempts` in the order they were made):
 * the borrower hears the truth of the last failure, and no more than the rail has said.
 */
export function payoutTold(
  lending: boolean,
  attempts: readonly PayoutAttempt[],
): PayoutTold | undefined {
  const first = attempts[0];
  const last = attempts.at(-1);
  if (!first || !last) return undefined;
  const lastFailure = attempts.filter((a) => a.status === 'failed').at(-1)?.failure ?? null;
  if (!lending) return lastFailure ? { status: 'failed', cause: lastFailure } : undefined;
  if (last.status === 'succeeded' || last.status === 'failed') return undefined;
  // Held while payouts are paused for the float: never sent, sent once the float is topped up.
  if (last.status === 'unknown' && last.failure === 'float')
    return { status: 'delayed', since: first.createdAt, cause: 'float' };
  if (lastFailure && lastFailure !== 'wallet')
    return { status: 'delayed', since: first.createdAt, cause: lastFailure };
  return last.status === 'unknown' ? { status: 'beingSent', since: last.createdAt } : undefined;
}
