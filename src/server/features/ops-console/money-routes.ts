/**
 * POST /ops/api/orders/:orderNo/write-off {reason} and /refund {reason}: finance's money
 * operations on a loan (money.ts). A refusal names its reason; an unknown order is 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../types';
import { MoneyError, refundCredit, writeOff, type MoneyRefusal } from './money';
import { refuse, staffOf } from './route-helpers';

const STATUS: Readonly<Record<MoneyRefusal, 400 | 404 | 409 | 503>> = {
  badInput: 400,
  notFound: 404,
  notOpen: 409,
  noCredit: 409,
  noPaymentMethod: 409,
  noRail: 503,
  walletCoolingOff: 409,
};

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
      async (request, reply) => {
        try {
          return await operation(server, staffOf(request).staff, {
            orderNo: request.params.orderNo,
            reason: request.body.reason,
            ip: request.ip,
          });
        } catch (error) {
          if (error instanceof MoneyError) return refuse(reply, STATUS[error.reason], error.reason);
          throw error;
        }
      },
    );
}
