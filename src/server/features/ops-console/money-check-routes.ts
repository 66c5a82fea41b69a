/**
 * The checker's queue (maker-checker, money-checks.ts): GET /ops/api/checks?status=pending|decided
 * lists the requests of the operations the viewer may do, with maker, evidence and journal effect;
 * POST /ops/api/checks/:id/approve {note?} books one, /reject {note} closes it booking nothing.
 * Each member sees only kinds their role may do; deciding one's own request is refused.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../types';
import { decideCheck, listChecks } from './money-checks';
import { pageOf } from './paging';
import { staffOf } from './route-helpers';

type Decide = { Params: { id: string }; Body: { note?: string } };

export function registerMoneyCheckRoutes(api: FastifyInstance, server: ServerDeps): void {
  const session = { config: { opsAction: 'session' as const } };

  api.get<{ Querystring: { status?: string; page?: string } }>(
    '/checks',
    session,
    async (request) => {
      const { page, limit, offset } = pageOf(request.query.page);
      const statuses =
        request.query.status === 'decided'
          ? (['approved', 'rejected'] as const)
          : (['pending'] as const);
      const rows = await listChecks(server, staffOf(request).staff, statuses, { limit, offset });
      return { page, more: rows.length > limit, rows: rows.slice(0, limit) };
    },
  );

  for (const verdict of ['approve', 'reject'] as const)
    api.post<Decide>(
      `/checks/:id/${verdict}`,
      {
        ...session,
        schema: {
          body: {
            type: 'object',
            properties: { note: { type: 'string', maxLength: 500 } },
          },
        },
      },
      async (request) =>
        decideCheck(server, staffOf(request).staff, {
          id: Number(request.params.id) || 0,
          verdict,
          note: request.body?.note ?? '',
          ip: request.ip,
        }),
    );
}
