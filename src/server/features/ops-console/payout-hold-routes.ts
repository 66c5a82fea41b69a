/**
 * A payout held by the SIM check (decision 0053): GET /orders/:orderNo/payout-hold, why it is
 * held and who checked it; POST /orders/:orderNo/payout-hold/release {reason}, a member's
 * release (the second, a different member, lets the money go).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../types';
import { payoutHoldOf, releasePayout } from './payout-holds';
import { staffOf } from './route-helpers';

type ByOrder = { Params: { orderNo: string } };

export function registerPayoutHoldRoutes(api: FastifyInstance, server: ServerDeps): void {
  api.get<ByOrder>(
    '/orders/:orderNo/payout-hold',
    { config: { opsAction: 'book.read' as const } },
    async (request) => payoutHoldOf(server, request.params.orderNo),
  );

  api.post<ByOrder & { Body: { reason: string } }>(
    '/orders/:orderNo/payout-hold/release',
    {
      config: { opsAction: 'referrals.review' as const },
      schema: {
        body: {
          type: 'object',
          required: ['reason'],
          properties: { reason: { type: 'string', maxLength: 500 } },
        },
      },
    },
    async (request) =>
      releasePayout(
        server,
        staffOf(request).staff,
        request.params.orderNo,
        request.body.reason,
        request.ip,
      ),
  );
}
