/**
 * GET /ussd/drop-off?days=7: where USSD sessions stopped over the last days, per screen (decision
 * 0052): dropped while a question waited, or closed by us. Screen names only, never an answer.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../types';
import { ussdDropOff, USSD_SESSION_KEEP_DAYS } from '../ussd';

export function registerUssdRoutes(api: FastifyInstance, server: ServerDeps): void {
  api.get<{ Querystring: { days?: string } }>(
    '/ussd/drop-off',
    { config: { opsAction: 'portfolio.read' } },
    async (request) => {
      const asked = Number(request.query.days ?? 7);
      const days =
        Number.isInteger(asked) && asked >= 1 && asked <= USSD_SESSION_KEEP_DAYS ? asked : 7;
      return { days, rows: await ussdDropOff(server, days) };
    },
  );
}
