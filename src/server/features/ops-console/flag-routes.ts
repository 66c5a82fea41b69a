/**
 * Borrower flags in the console: GET /borrowers/:id/flags (every flag, lifted ones too),
 * POST /borrowers/:id/flags {kind, reason}, POST /borrowers/:id/flags/:flagId/lift {reason}.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../types';
import { flagsOf } from '../orders';
import { flagBorrower, liftBorrowerFlag } from './flags';
import { staffOf } from './route-helpers';

type Params = { Params: { id: string } };

export function registerFlagRoutes(api: FastifyInstance, server: ServerDeps): void {
  const manage = { config: { opsAction: 'flags.manage' as const } };

  api.get<Params>('/borrowers/:id/flags', { config: { opsAction: 'book.read' } }, (request) =>
    flagsOf(server.db, Number(request.params.id) || 0).then((rows) => ({ rows })),
  );

  api.post<Params & { Body: { kind?: unknown; reason?: unknown } }>(
    '/borrowers/:id/flags',
    manage,
    async (request) =>
      flagBorrower(
        server,
        staffOf(request).staff.id,
        Number(request.params.id) || 0,
        { kind: request.body?.kind, reason: request.body?.reason },
        request.ip,
      ),
  );

  api.post<{ Params: { id: string; flagId: string }; Body: { reason?: unknown } }>(
    '/borrowers/:id/flags/:flagId/lift',
    manage,
    async (request) =>
      liftBorrowerFlag(
        server,
        staffOf(request).staff.id,
        Number(request.params.id) || 0,
        Number(request.params.flagId) || 0,
        { reason: request.body?.reason },
        request.ip,
      ),
  );
}
