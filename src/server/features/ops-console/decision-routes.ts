/**
 * GET /ops/api/orders/:orderNo/decisions: how an application was decided (decision 0049), the
 * latest first: the policy's version and file, the inputs it read, each rule's result, the score,
 * the band, the outcome, the limit and the reasons; a staff decision with its words.
 * GET /ops/api/credit/compare: champion against challenger by score band, and approval rates by
 * country, region and age band.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../api-error';
import type { ServerDeps } from '../../types';
import { approvalByGroup, comparePolicies, decisionsOf, policyVersion } from '../credit';
import { orderRefOf } from './book-repo';

export function registerDecisionRoutes(api: FastifyInstance, server: ServerDeps): void {
  const read = { config: { opsAction: 'book.read' as const } };
  api.get<{ Params: { orderNo: string } }>('/orders/:orderNo/decisions', read, async (request) => {
    const ref = await orderRefOf(server.db, request.params.orderNo);
    if (!ref) throw new ApiError('notFound');
    const rows = await decisionsOf(server.db, ref.id);
    const files = new Map<string, string>();
    for (const version of new Set(rows.map((r) => r.policyVersion)))
      files.set(version, (await policyVersion(server.db, version))?.file ?? '');
    return {
      decisions: rows.map((r) => ({
        arm: r.arm,
        policyVersion: r.policyVersion,
        policyFile: files.get(r.policyVersion) ?? '',
        inputs: r.inputs,
        rules: r.rules,
        score: r.score,
        band: r.band,
        outcome: r.outcome,
        limit: r.limitAmount,
        reasons: r.reasons,
        decidedBy: r.decidedBy,
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
