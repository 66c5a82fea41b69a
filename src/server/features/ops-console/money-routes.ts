/**
 * POST /ops/api/orders/:orderNo/write-off {reason} and /refund {reason}: finance's money
 * operations on a loan (money.ts). A refusal is the catalogue's (the console's error handler
 * renders it); an unknown order is 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../types';
import { refundCredit, writeOff } from './money';
import { staffOf } from './route-helpers';

type MoneyRoute = { Params: { orderNo: string }; Body: { reason: string } };

const body = {
  type: 'object',
  required: ['reason'],
  properties: { reason: { type: 'string', maxLength: 500 } },
} as const;

export function registerMoneyRoutes(api: FastifyInstance, server: ServerDeps): void {
  const operations = [
    ['write-off', 'writeoff.post', writeOff],
    ['refund', 'refund.post', refundCredit],
  ] as const;
  for (const [path, action, operation] of operations)
    api.post<MoneyRoute>(
      `/orders/:orderNo/${path}`,
      { config: { opsAction: action }, schema: { body } },
      async (request) =>
        operation(server, staffOf(request).staff, {
          orderNo: request.params.orderNo,
          reason: request.body.reason,
          ip: request.ip,
        }),
    );
}
