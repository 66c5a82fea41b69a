/**
 * A person's decision on a referred application (decision 0049): stored beside the policy's, with
 * the same evidence (version, inputs, rules, score) and the words staff gave. Above the policy's
 * `staffFourEyesAbove` an approval needs two members: the first is kept, the second completes it.
 */
import type { Db } from '../../db/client';
import type { Policy } from '../../domain/credit-policy';
import { decisionsOf, insertDecision, policyVersion, type DecisionRow } from './repo';

export type StaffOutcome = 'approve' | 'decline';

/** The first member's approval still waiting for a second, if any. */
export async function pendingApproval(db: Db, orderId: number): Promise<DecisionRow | undefined> {
  const rows = await decisionsOf(db, orderId);
  const [latest] = rows;
  return latest?.decidedBy.startsWith('staff:') && latest.outcome === 'approve'
    ? latest
    : undefined;
}

/** The amount above which two members approve a referral; undefined: one is enough. */
export async function fourEyesAbove(db: Db, orderId: number): Promise<number | undefined> {
  const policyRow = (await decisionsOf(db, orderId)).find((r) => r.decidedBy === 'policy');
  if (!policyRow) return undefined;
  const kept = await policyVersion(db, policyRow.policyVersion);
  return (kept?.body as Policy | undefined)?.staffFourEyesAbove;
}

export async function recordStaffDecision(
  db: Db,
  decision: { orderId: number; staffId: number; outcome: StaffOutcome; reason: string; at: Date },
): Promise<void> {
  const policyRow = (await decisionsOf(db, decision.orderId)).find((r) => r.decidedBy === 'policy');
  if (!policyRow) return;
  const { id: _id, ...evidence } = policyRow;
  await insertDecision(db, {
    ...evidence,
    outcome: decision.outcome,
    reasons: decision.outcome === 'approve' ? [] : policyRow.reasons,
    decidedBy: `staff:${decision.staffId}`,
    staffReason: decision.reason,
    decidedAt: decision.at,
  });
}
