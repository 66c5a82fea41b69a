/**
 * Borrowers' rights requests in the console: GET /rights-requests?status=open|closed&page=,
 * POST /rights-requests/:id/acknowledge, POST /rights-requests/:id/close {outcome, response}, and
 * GET /rights-requests/register.csv?from=YYYY-MM-DD&to=YYYY-MM-DD.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../api-error';
import type { ServerDeps } from '../../types';
import { pageOf } from './paging';
import { staffOf } from './route-helpers';
import { acknowledgeRequest, closeRequest, listQueue, registerCsv } from './rights-requests';

type ListQuery = { status?: string; page?: string };
type RegisterQuery = { from?: string; to?: string };
type CloseBody = { outcome?: unknown; response?: unknown };

export function registerRightsRequestRoutes(api: FastifyInstance, server: ServerDeps): void {
  const read = { config: { opsAction: 'rights.read' as const } };

  api.get<{ Querystring: ListQuery }>('/rights-requests', read, async (request) => {
    const status = request.query.status ?? 'open';
    if (status !== 'open' && status !== 'closed') throw new ApiError('badInput');
    const { page, limit, offset } = pageOf(request.query.page);
    return { page, status, ...(await listQueue(server, status, { limit, offset })) };
  });

  api.get<{ Querystring: RegisterQuery }>(
    '/rights-requests/register.csv',
    read,
    async (request, reply) => {
      const { from = '', to = '' } = request.query;
      const csv = await registerCsv(server, from, to);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="complaints-${from}-${to}.csv"`)
        .send(csv);
    },
  );

  // Support acknowledge as they read: acknowledging changes no answer and no bureau data.
  api.post<{ Params: { id: string } }>('/rights-requests/:id/acknowledge', read, (request) =>
    acknowledgeRequest(
      server,
      staffOf(request).staff.id,
      Number(request.params.id) || 0,
      request.ip,
    ),
  );

  api.post<{ Params: { id: string }; Body: CloseBody }>(
    '/rights-requests/:id/close',
    { config: { opsAction: 'rights.close' } },
    (request) =>
      closeRequest(
        server,
        staffOf(request).staff.id,
        Number(request.params.id) || 0,
        request.body ?? {},
        request.ip,
      ),
  );
}
