/**
 * Borrowers' rights requests on the staff side (docs/decisions/0026): the queue by answer
 * deadline, closing one with an outcome and a written response (once, audited in the same
 * transaction), and the complaints register a regulator asks a lender for.
 */
import { ApiError } from '../../api-error';
import type { RightsRequestOutcome, rightsRequests } from '../../db/schema';
import { maskMobile } from '../../domain/phone';
import { daysLeft, deadlineMet } from '../../domain/rights-deadline';
import type { ServerDeps } from '../../types';
import { DAY_MS } from '../../../shared/business-calendar';
import { auditInTx } from './audit';
import { calendarDay } from './calendar-day';
import { toCsv } from './csv';
import * as repo from './rights-requests-repo';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;
type Row = typeof rightsRequests.$inferSelect;

/** One queue row: the deadline judged on the server's clock, the number masked. */
export function queueRow(r: Row, mobile: string | null, now: number) {
  return {
    id: r.id,
    reference: r.reference,
    kind: r.kind,
    status: r.status,
    mobile: mobile ? maskMobile(mobile) : null,
    filedAt: r.createdAt.toISOString(),
    deadline: r.resolveDueAt.toISOString(),
    ...daysLeft(r.resolveDueAt.getTime(), now),
    ...(r.resolvedAt ? { closedAt: r.resolvedAt.toISOString() } : {}),
    ...(r.outcome ? { outcome: r.outcome } : {}),
  };
}

export async function listQueue(
  deps: Deps,
  state: repo.RequestState,
  page: { limit: number; offset: number },
) {
  const rows = await repo.requestsIn(deps.db, state, page.limit + 1, page.offset);
  const now = deps.clock();
  const shown = rows.slice(0, page.limit).map((row) => queueRow(row.request, row.mobile, now));
  return { more: rows.length > page.limit, rows: shown };
}

const isOutcome = (value: unknown): value is RightsRequestOutcome =>
  typeof value === 'string' && (repo.RIGHTS_OUTCOMES as readonly string[]).includes(value);

export async function closeRequest(
  deps: Deps,
  staffId: number,
  id: number,
  input: { outcome?: unknown; response?: unknown },
  ip: string | null,
) {
  const response = typeof input.response === 'string' ? input.response.trim() : '';
  const { outcome } = input;
  if (!isOutcome(outcome) || response.length < 3 || response.length > 1000)
    throw new ApiError('badInput');
  const at = new Date(deps.clock());
  const closed = await deps.db.transaction(async (tx) => {
    const row = await repo.closeOpenRequest(tx, id, { staffId, outcome, resolution: response, at });
    if (!row) return undefined;
    const detail = { reference: row.reference, outcome, response };
    await auditInTx(tx, deps, staffId, 'rights.close', `rights:${id}`, detail, ip);
    return row;
  });
  if (closed) return queueRow(closed, null, at.getTime());
  // Nothing closed: tell a second close from an unknown id; never overwrite the first answer.
  throw new ApiError((await repo.requestExists(deps.db, id)) ? 'alreadyClosed' : 'notFound');
}

/** A register covers at most this many requests: a longer range is asked in parts. */
const REGISTER_ROWS = 50_000;
const REGISTER_HEADER = [
  'reference',
  'kind',
  'filed',
  'deadline',
  'closed',
  'outcome',
  'met_deadline',
] as const;

/** The complaints register of requests filed from `from` to `to` (UTC days, both included). */
export async function registerCsv(deps: Deps, from: string, to: string): Promise<string> {
  const first = calendarDay(from);
  const last = calendarDay(to);
  if (first === undefined || last === undefined || last < first || last - first > 366)
    throw new ApiError('badInput');
  const start = new Date(first * DAY_MS);
  const end = new Date((last + 1) * DAY_MS);
  const rows = await repo.filedBetween(deps.db, start, end, REGISTER_ROWS);
  const now = deps.clock();
  return toCsv(
    REGISTER_HEADER,
    rows.map((r) => [
      r.reference,
      r.kind,
      r.createdAt,
      r.resolveDueAt,
      r.resolvedAt,
      r.outcome,
      deadlineMet(r.resolveDueAt.getTime(), r.resolvedAt?.getTime() ?? null, now),
    ]),
  );
}
