/**
 * GET /ops/api/orders/:orderNo/decisions: how an application was decided (decision 0049), the
 * latest first: the policy's version and file, the inputs it read, each rule's result with what it
 * tested, the score, the band, the outcome, the limit and the reasons; a staff decision with its
 * words and the member's address.
 * GET /ops/api/credit/compare: champion against challenger by score band, and approval rates by
 * country, region and age band.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../api-error';
import type { ServerDeps } from '../../types';
import { approvalByGroup, comparePolicies, decisionsOf, policyVersion } from '../credit';
import { orderRefOf } from './book-repo';
import { policyOf, withTerms } from './decision-terms';
import { findStaffById } from './staff-repo';

/** Who decided, as staff read it: the policy, or the member's address for `staff:<id>`. */
async function deciderOf(server: ServerDeps, decidedBy: string): Promise<string | null> {
  const id = Number(decidedBy.replace(/^staff:/, ''));
  if (!decidedBy.startsWith('staff:') || !Number.isSafeInteger(id)) return null;
  return (await findStaffById(server.db, id))?.email ?? null;
}

export function registerDecisionRoutes(api: FastifyInstance, server: ServerDeps): void {
  const read = { config: { opsAction: 'book.read' as const } };
  api.get<{ Params: { orderNo: string } }>('/orders/:orderNo/decisions', read, async (request) => {
    const ref = await orderRefOf(server.db, request.params.orderNo);
    if (!ref) throw new ApiError('notFound');
    const rows = await decisionsOf(server.db, ref.id);
    const versions = new Map<string, Awaited<ReturnType<typeof policyVersion>>>();
    for (const version of new Set(rows.map((r) => r.policyVersion)))
      versions.set(version, await policyVersion(server.db, version));
    const staff = new Map<string, string | null>();
    for (const by of new Set(rows.map((r) => r.decidedBy)))
      staff.set(by, await deciderOf(server, by));
    return {
      decisions: rows.map((r) => ({
        arm: r.arm,
        policyVersion: r.policyVersion,
        policyFile: versions.get(r.policyVersion)?.file ?? '',
        inputs: r.inputs,
        // Each rule with what it tested, so staff read a condition, not a rule's id.
        rules: withTerms(r.rules, policyOf(versions.get(r.policyVersion)?.body)),
        score: r.score,
        band: r.band,
        outcome: r.outcome,
        limit: r.limitAmount,
        reasons: r.reasons,
        decidedBy: r.decidedBy,
        deciderEmail: staff.get(r.decidedBy) ?? null,
        staffReason: r.staffReason,
        decidedAt: r.decidedAt.toISOString(),
      })),
    };
  });

  api.get('/credit/compare', { config: { opsAction: 'portfolio.read' as const } }, async () => ({
    policies: await comparePolicies(server.db, server.clock()),
    groups: await approvalByGroup(server.db),
  }));
}
