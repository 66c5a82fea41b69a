/**
 * The referral queue: GET /referrals (oldest first), POST /referrals/:orderNo/approve {reason}, and
 * POST /referrals/:orderNo/reject {reason, reapplyOn: YYYY-MM-DD}.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../types';
import { pageOf } from './paging';
import { decideReferral, listReferrals } from './referrals';
import { staffOf } from './route-helpers';

type Decide = { Params: { orderNo: string } };

export function registerReferralRoutes(api: FastifyInstance, server: ServerDeps): void {
  const config = { opsAction: 'referrals.review' as const };

  api.get<{ Querystring: { page?: string } }>('/referrals', { config }, async (request) => {
    const { page, limit, offset } = pageOf(request.query.page);
    const rows = await listReferrals(server, limit, offset);
    return { page, more: rows.length > limit, rows: rows.slice(0, limit) };
  });

  api.post<Decide & { Body: { reason: string } }>(
    '/referrals/:orderNo/approve',
    {
      config,
      schema: {
        body: {
          type: 'object',
          required: ['reason'],
          properties: { reason: { type: 'string', maxLength: 500 } },
        },
      },
    },
    async (request) => {
      const staff = staffOf(request).staff;
      const decision = { approve: true as const, reason: request.body.reason };
      return decideReferral(server, staff, request.params.orderNo, decision, request.ip);
    },
  );

  api.post<Decide & { Body: { reason: string; reapplyOn: string } }>(
    '/referrals/:orderNo/reject',
    {
      config,
      schema: {
        body: {
          type: 'object',
          required: ['reason', 'reapplyOn'],
          properties: {
            reason: { type: 'string', maxLength: 500 },
            reapplyOn: { type: 'string', maxLength: 10 },
          },
        },
      },
    },
    async (request) => {
      const staff = staffOf(request).staff;
      const decision = { approve: false as const, ...request.body };
      return decideReferral(server, staff, request.params.orderNo, decision, request.ip);
    },
  );
}
