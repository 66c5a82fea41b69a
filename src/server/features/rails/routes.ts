/**
 * The providers' callbacks (plain JSON, outside the borrower's envelope): Daraja's per-order
 * paths and Selcom's signed webhook. What a callback may do is decided by the adapters' inbound
 * rules; what it reports reaches the ledger through receiveCallback (inbox dedupe by event id).
 */
import type { FastifyInstance } from 'fastify';
import { liveContexts } from '../../providers/rails/live';
import { darajaInbound } from '../../providers/rails/daraja/inbound';
import { selcomWebhook } from '../../providers/rails/selcom/inbound';
import type { CallbackEvent } from '../../providers/wallet';
import type { ServerDeps } from '../../types';
import { receiveCallback } from '../ledger';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'log'>;

export function registerRailCallbacks(app: FastifyInstance, deps: Deps): void {
  const deliver = (event: CallbackEvent) => receiveCallback(deps.db, event, deps.clock());
  app.post<{ Params: { purpose: string; id: string; token: string } }>(
    '/rails/daraja/:purpose/:id/:token',
    async (request, reply) => {
      const ctx = liveContexts(deps.config, deps.db, deps.clock).daraja;
      if (!ctx) return reply.code(404).send({ ResultCode: 1, ResultDesc: 'Not found' });
      const answer = await darajaInbound(ctx, deliver, {
        ...request.params,
        ip: request.ip,
        body: request.body,
      });
      // Our initiator is refused (2001 and the like): payouts pause until someone mends it.
      if (answer.alarm)
        deps.log.error({ fault: answer.alarm }, 'Daraja refuses our initiator: payouts paused');
      return reply.code(answer.status).send(answer.body);
    },
  );
  app.post('/rails/selcom/webhook', async (request, reply) => {
    const ctx = liveContexts(deps.config, deps.db, deps.clock).selcom;
    if (!ctx) return reply.code(404).send({ resultcode: '404', result: 'FAIL', message: 'off' });
    const answer = await selcomWebhook(ctx, deliver, {
      headers: request.headers,
      body: request.body,
    });
    return reply.code(answer.status).send(answer.body);
  });
}
