/**
 * What a declined borrower is told (decision 0049): the main reasons of the latest decision in
 * words they can read (codes the app words from forms:credit.*), whether each is theirs to change,
 * and the limit when it is below what they asked. Never the score.
 */
import type { Db } from '../../db/client';
import type { Policy } from '../../domain/credit-policy';
import { decisionsOf, policyVersion } from './repo';
import { BUILT_IN_VERSION, builtInPolicy } from './built-in';

export interface Told {
  readonly reasons: { code: string; advice: boolean }[];
  readonly limit?: number;
}

export async function toldReasons(db: Db, orderId: number): Promise<Told> {
  const [latest] = await decisionsOf(db, orderId);
  if (!latest || latest.outcome !== 'decline') return { reasons: [] };
  const kept = await policyVersion(db, latest.policyVersion);
  const policy: Policy | undefined =
    latest.policyVersion === BUILT_IN_VERSION ? builtInPolicy('') : (kept?.body as Policy);
  const reasons = latest.reasons.map((code) => ({
    code,
    advice: policy?.reasons[code]?.advice ?? false,
  }));
  return latest.limitAmount > 0 ? { reasons, limit: latest.limitAmount } : { reasons };
}
