/**
 * A lower limit carried into the next offer (decision 0053): when the borrower's latest decision
 * lent less than the ladder offered (bureau arrears, a check that could not answer), the next
 * offer is that limit, with the policy's reasons, until a new decision says otherwise. The
 * ladder itself is untouched, so the next decision is made against the ladder, and can raise
 * the limit again. A member's decision on a referred case carries the policy's limit too.
 */
import type { Db } from '../../db/client';
import { LADDER_LIMIT_INPUT } from '../../domain/credit-policy';
import { latestDecisionOf } from './carried-repo';

export interface CarriedLimit {
  readonly limit: number;
  /** The policy's reason codes (forms:credit.reason.<code>), main first. */
  readonly reasons: readonly string[];
}

export async function carriedLimit(db: Db, userId: number): Promise<CarriedLimit | undefined> {
  const latest = await latestDecisionOf(db, userId);
  // A member deciding a referred case keeps the policy's limit: approving the loan asked for
  // does not lift a cap the policy set for reasons the member did not overrule.
  if (!latest || latest.limitAmount <= 0) return undefined;
  const ladder = (latest.inputs as Record<string, unknown> | null)?.[LADDER_LIMIT_INPUT];
  if (typeof ladder !== 'number' || latest.limitAmount >= ladder) return undefined;
  const told = latest.reasons.filter((r) => r !== 'amountAboveLimit');
  return { limit: latest.limitAmount, reasons: told };
}
