/**
 * Payment plans' console routes: GET /collections/plans?status=proposed|approved|active (the
 * approvers' queue), GET and POST /collections/loans/:orderNo/plans (a loan's plans; propose one:
 * {kind, count, firstDate, reason}), POST /collections/plans/:id/approve|decline {note}.
 */
import type { FastifyInstance } from 'fastify';
import type { PlanStatus } from '../../domain/payment-plan';
import type { ServerDeps } from '../../types';
import { decidePlan, listPlans, plansOfLoan, proposePlan } from './payment-plans';
import { staffOf } from './route-helpers';

type LoanParams = { Params: { orderNo: string } };
type ProposeBody = { kind?: unknown; count?: unknown; firstDate?: unknown; reason?: unknown };
type Decide = { Params: { id: string }; Body: { note?: string } };

const LISTED: readonly PlanStatus[] = ['proposed', 'approved', 'active'];

export function registerPaymentPlanRoutes(api: FastifyInstance, server: ServerDeps): void {
  const read = { config: { opsAction: 'collections.read' as const } };

  api.get<{ Querystring: { status?: string } }>('/collections/plans', read, async (request) => {
    const asked = LISTED.find((s) => s === request.query.status) ?? 'proposed';
    return { rows: await listPlans(server, [asked]) };
  });

  api.get<LoanParams>('/collections/loans/:orderNo/plans', read, async (request) => ({
    rows: await plansOfLoan(server, request.params.orderNo),
  }));

  api.post<LoanParams & { Body: ProposeBody }>(
    '/collections/loans/:orderNo/plans',
    { config: { opsAction: 'collections.contact' } },
    (request) =>
      proposePlan(server, staffOf(request).staff, {
        kind: request.body?.kind,
        count: request.body?.count,
        firstDate: request.body?.firstDate,
        reason: request.body?.reason,
        orderNo: request.params.orderNo,
        ip: request.ip,
      }),
  );

  for (const verdict of ['approve', 'decline'] as const)
    api.post<Decide>(
      `/collections/plans/:id/${verdict}`,
      {
        config: { opsAction: 'plans.approve' },
        schema: {
          body: { type: 'object', properties: { note: { type: 'string', maxLength: 500 } } },
        },
      },
      (request) =>
        decidePlan(server, staffOf(request).staff, {
          id: Number(request.params.id) || 0,
          verdict,
          note: request.body?.note ?? '',
          ip: request.ip,
        }),
    );
}
