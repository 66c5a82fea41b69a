/**
 * Contradicting provider reports (a "failed" after "paid", another amount), raised to finance:
 * the open ones are listed oldest first, and each is closed with what was found on the rail; and
 * the daily reconciliation of the books against the rail's statement.
 * The books are never changed here: a correction is a ledger operation of its own.
 */
import type { FastifyInstance } from 'fastify';
import { DAY_MS, businessDay } from '../../../shared/business-calendar';
import { listOpenDisputes, reconcileDay, resolveDispute } from '../ledger';
import { ApiError } from '../../api-error';
import { hasWalletRails } from '../../providers';
import type { ServerDeps } from '../../types';
import { audit } from './audit';
import { calendarDay } from './calendar-day';
import { paymentsOf } from './dispute-orders-repo';
import { staffOf } from './route-helpers';

export function registerDisputeRoutes(api: FastifyInstance, server: ServerDeps): void {
  const rails = { config: { opsAction: 'reconcile.run' as const } };

  api.get('/disputes', rails, async () => {
    const rows = await listOpenDisputes(server.db);
    const payments = await paymentsOf(
      server.db,
      rows.map((d) => d.payOrderId),
    );
    return {
      rows: rows.map((d) => ({
        ...(payments.get(d.payOrderId) ?? { orderNo: null, country: null, purpose: null }),
        id: d.id,
        provider: d.provider,
        payOrderId: d.payOrderId,
        providerRef: d.providerRef,
        eventId: d.eventId,
        expected: d.expected,
        received: d.received,
        receivedAt: d.receivedAt.toISOString(),
      })),
    };
  });

  // The daily reconciliation: ?day=YYYY-MM-DD (default yesterday on the lender's calendar).
  api.get<{ Querystring: { day?: string } }>('/reconciliation', rails, async (request) => {
    const given = request.query.day;
    const day =
      given === undefined
        ? businessDay(server.clock(), server.config.defaultCountry) - 1
        : calendarDay(given);
    if (day === undefined) throw new ApiError('badDay');
    // Without a wallet rail there is no statement to reconcile against: said, not a crash.
    if (!hasWalletRails(server.config)) throw new ApiError('noRail');
    const result = await reconcileDay(server, day);
    // Each difference's loan country, the currency finance reads its amounts in.
    const payments = await paymentsOf(
      server.db,
      result.differences.map((d) => d.payOrderId),
    );
    const differences = result.differences.map((d) => ({
      ...d,
      country: payments.get(d.payOrderId)?.country ?? null,
    }));
    return { ...result, differences, day: new Date(day * DAY_MS).toISOString().slice(0, 10) };
  });

  api.post<{ Params: { id: string }; Body: { resolution: string } }>(
    '/disputes/:id/resolve',
    {
      ...rails,
      schema: {
        body: {
          type: 'object',
          required: ['resolution'],
          properties: { resolution: { type: 'string', minLength: 3, maxLength: 500 } },
        },
      },
    },
    async (request) => {
      const id = Number(request.params.id) || 0;
      const { resolution } = request.body;
      if (!(await resolveDispute(server.db, id, resolution, server.clock())))
        throw new ApiError('notFound');
      await audit(
        server,
        staffOf(request).staff.id,
        'dispute.resolve',
        `dispute:${id}`,
        { resolution },
        request.ip,
      );
      return { ok: true };
    },
  );
}
