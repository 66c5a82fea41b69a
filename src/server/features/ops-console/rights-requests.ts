/**
 * Borrowers' rights requests on the staff side (docs/decisions/0026): the queue by answer
 * deadline, acknowledging one (its own step, audited), closing one with an outcome and a written
 * response (once, audited in the same transaction; a dispute upheld or corrected corrects the
 * loan's bureau data there too), and the complaints register a regulator asks a lender for.
 */
import { ApiError } from '../../api-error';
import type { RightsRequestOutcome, rightsRequests } from '../../db/schema';
import { maskMobile } from '../../domain/phone';
import { daysLeft, deadlineMet } from '../../domain/rights-deadline';
import type { Tx } from '../../db/tx';
import type { ServerDeps } from '../../types';
import { DAY_MS } from '../../../shared/business-calendar';
import { correctDisputedListing, type Correction } from '../bureau';
import { auditInTx } from './audit';
import { calendarDay } from './calendar-day';
import { toCsv } from './csv';
import * as repo from './rights-requests-repo';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;
type Row = typeof rightsRequests.$inferSelect;

/**
 * One queue row: the deadline judged on the server's clock, the number masked, the borrower named
 * and linked (a masked number alone could not tell support whose request it is).
 */
export function queueRow(r: Row, mobile: string | null, now: number, name: string | null = null) {
  return {
    id: r.id,
    reference: r.reference,
    kind: r.kind,
    status: r.status,
    userId: r.userId,
    name,
    mobile: mobile ? maskMobile(mobile) : null,
    filedAt: r.createdAt.toISOString(),
    deadline: r.resolveDueAt.toISOString(),
    ackDueAt: r.ackDueAt.toISOString(),
    ...(r.acknowledgedAt ? { acknowledgedAt: r.acknowledgedAt.toISOString() } : {}),
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
  const shown = rows
    .slice(0, page.limit)
    .map((row) => queueRow(row.request, row.mobile, now, row.name));
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
    const correction = await correctOnClose(tx, deps, staffId, row, ip);
    return { row, correction };
  });
  if (closed)
    return {
      ...queueRow(closed.row, null, at.getTime()),
      ...(closed.correction ? { correction: closed.correction } : {}),
    };
  // Nothing closed: tell a second close from an unknown id; never overwrite the first answer.
  throw new ApiError((await repo.requestExists(deps.db, id)) ? 'alreadyClosed' : 'notFound');
}

/**
 * A dispute of a loan closed upheld or corrected: its bureau data is corrected in the close's
 * transaction and audited beside it. Rejected, the hold simply ends and the books are reported.
 */
async function correctOnClose(
  tx: Tx,
  deps: Deps,
  staffId: number,
  row: Row,
  ip: string | null,
): Promise<Correction | undefined> {
  if (row.kind !== 'dispute' || row.orderId === null || row.outcome === 'rejected')
    return undefined;
  const correction = await correctDisputedListing(tx, {
    requestId: row.id,
    orderId: row.orderId,
    country: row.country,
    staffId,
    at: deps.clock(),
  });
  if (correction) {
    const detail = { reference: row.reference, before: correction.before, after: correction.after };
    const target = `order:${correction.accountNumber}`;
    await auditInTx(tx, deps, staffId, 'bureau.correct', target, detail, ip);
  }
  return correction;
}

/**
 * Acknowledges an open request: who and when, audited in the same transaction. Acknowledging
 * one already acknowledged answers it as it stands (the first acknowledgement is kept).
 */
export async function acknowledgeRequest(
  deps: Deps,
  staffId: number,
  id: number,
  ip: string | null,
) {
  const at = new Date(deps.clock());
  const done = await deps.db.transaction(async (tx) => {
    const row = await repo.acknowledgeOpenRequest(tx, id, staffId, at);
    if (!row) return undefined;
    const detail = { reference: row.reference, late: at > row.ackDueAt };
    await auditInTx(tx, deps, staffId, 'rights.acknowledge', `rights:${id}`, detail, ip);
    return row;
  });
  if (done) return queueRow(done, null, at.getTime());
  const row = await repo.requestById(deps.db, id);
  if (!row) throw new ApiError('notFound');
  if (row.status === 'resolved') throw new ApiError('alreadyClosed');
  return queueRow(row, null, at.getTime());
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
