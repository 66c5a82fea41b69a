/**
 * What the money rails are doing, for every member of staff: GET /ops/api/rails lists each
 * rail's float against its minimum (payouts paused below it) and every payout whose outcome the
 * rail has not told, oldest first, with its age. Nothing here moves money: a status query
 * settles an unknown payout, never a resend.
 */
import type { FastifyInstance } from 'fastify';
import { floatHistory } from '../../providers/rails/float-history';
import { floatStates } from '../../providers/rails/floats';
import type { ServerDeps } from '../../types';
import { unknownPayouts } from '../ledger';

const HISTORY_MS = 7 * 86_400_000;
const HISTORY_ROWS = 200;

export function registerRailsRoutes(api: FastifyInstance, server: ServerDeps): void {
  api.get('/rails', { config: { opsAction: 'book.read' } }, async () => {
    const now = server.clock();
    // The sandbox rail has no float to read.
    const live = server.config.rails.mode !== 'sandbox';
    const [floats, unknown] = await Promise.all([
      live ? floatStates(server.db, server.clock) : [],
      unknownPayouts(server.db),
    ]);
    // Each rail's readings over the last week, newest first: how the float ran down or was topped up.
    const history = await Promise.all(
      floats.map(async (f) =>
        (await floatHistory(server.db, f.rail, now - HISTORY_MS, HISTORY_ROWS)).map((r) => ({
          available: r.available,
          at: r.readAt.toISOString(),
        })),
      ),
    );
    return {
      floats: floats.map((f, i) => ({ ...f, history: history[i] ?? [] })),
      paused: floats.filter((f) => f.paused).map((f) => f.rail),
      unknown: unknown.map((p) => ({
        payOrderId: p.payOrderId,
        orderNo: p.orderNo,
        purpose: p.purpose,
        amount: p.amount,
        provider: p.provider,
        since: p.createdAt.toISOString(),
        ageSeconds: Math.max(0, Math.floor((now - p.createdAt.getTime()) / 1000)),
        ...(p.nextQueryAt ? { nextQueryAt: p.nextQueryAt.toISOString() } : {}),
      })),
    };
  });
}
