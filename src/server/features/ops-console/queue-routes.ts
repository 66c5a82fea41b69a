/** Queue routes: manual repayment proofs (approve, reject) and the feedback inbox (reply, status). */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../api-error';
import type { ServerDeps } from '../../types';
import { listForStaff, readImage, replyAsStaff, setStatusAsStaff, showForStaff } from '../feedback';
import { audit } from './audit';
import { waivePenalty } from './waiver';
import { staffOf } from './route-helpers';
import { approveProof, pendingProofs, proofFile, rejectProof, REJECT_REASONS } from './proofs';

type IdParams = { Params: { id: string } };
const idOf = (request: { params: { id: string } }) => Number(request.params.id) || 0;

export function registerQueueRoutes(api: FastifyInstance, server: ServerDeps): void {
  const proofs = { config: { opsAction: 'proofs.review' as const } };
  const inbox = { config: { opsAction: 'feedback.reply' as const } };

  api.get<{ Querystring: { cursor?: string } }>('/proofs', proofs, async (request) => ({
    ...(await pendingProofs(server, request.query.cursor)),
    reasons: REJECT_REASONS,
  }));

  api.get<IdParams>('/proofs/:id/image', proofs, async (request, reply) => {
    const file = await proofFile(server, idOf(request));
    return reply
      .type(file.mimeType)
      .header('cache-control', 'no-store')
      .send(await readImage(server.config, file.storedName));
  });

  api.post<IdParams & { Body: { amount: number } }>(
    '/proofs/:id/approve',
    {
      ...proofs,
      schema: {
        body: { type: 'object', required: ['amount'], properties: { amount: { type: 'integer' } } },
      },
    },
    async (request) =>
      approveProof(server, staffOf(request).staff, idOf(request), request.body.amount, request.ip),
  );

  api.post<IdParams & { Body: { reason: string } }>(
    '/proofs/:id/reject',
    {
      ...proofs,
      schema: {
        body: { type: 'object', required: ['reason'], properties: { reason: { type: 'string' } } },
      },
    },
    async (request) =>
      rejectProof(
        server,
        staffOf(request).staff.id,
        idOf(request),
        request.body.reason,
        request.ip,
      ),
  );

  api.get<{ Querystring: { status?: string } }>('/feedback', inbox, async (request) => {
    const statuses = (request.query.status ?? '').split(',').filter(Boolean).map(Number);
    return { rows: await listForStaff(server, statuses.length ? { statuses } : {}) };
  });

  api.get<IdParams>('/feedback/:id', inbox, async (request) => {
    try {
      return await showForStaff(server, idOf(request));
    } catch (error) {
      // The console names every missing record alike: feedbackNotFound is the borrower's text.
      if (error instanceof ApiError) throw new ApiError('notFound');
      throw error;
    }
  });

  api.post<IdParams & { Body: { text?: string; status?: number } }>(
    '/feedback/:id',
    {
      ...inbox,
      schema: {
        body: {
          type: 'object',
          properties: { text: { type: 'string', maxLength: 2000 }, status: { type: 'integer' } },
        },
      },
    },
    async (request) => {
      const id = idOf(request);
      if (request.body.text !== undefined) await replyAsStaff(server, id, request.body.text);
      if (request.body.status !== undefined)
        await setStatusAsStaff(server, id, request.body.status);
      await audit(
        server,
        staffOf(request).staff.id,
        'feedback.update',
        `feedback:${id}`,
        { ...request.body },
        request.ip,
      );
      return { ok: true };
    },
  );
}

/** POST /ops/api/orders/:orderNo/waiver {amount, reason}: a penalty waiver within the role's cap. */
export function registerWaiverRoute(api: FastifyInstance, server: ServerDeps): void {
  api.post<{ Params: { orderNo: string }; Body: { amount: number; reason: string } }>(
    '/orders/:orderNo/waiver',
    {
      config: { opsAction: 'waiver.post' },
      schema: {
        body: {
          type: 'object',
          required: ['amount', 'reason'],
          properties: { amount: { type: 'integer' }, reason: { type: 'string', maxLength: 500 } },
        },
      },
    },
    async (request) =>
      waivePenalty(server, staffOf(request).staff, {
        orderNo: request.params.orderNo,
        ...request.body,
        ip: request.ip,
      }),
  );
}
