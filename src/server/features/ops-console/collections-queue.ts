/**
 * The collections queue in the console: the overdue loans of a country's last filed
 * day, each with its collector and latest promise; promises settle kept or broken from the journal
 * as the queue is read; a lead gives loans to collectors by bucket under a cap, audited.
 */
import type { Country } from '../../../shared/countries';
import { ApiError } from '../../api-error';
import {
  businessDateText,
  businessDay,
  overdueDays,
  startOfBusinessDay,
} from '../../domain/business-date';
import { assignLoans, promiseState, type QueueLoan } from '../../domain/collections-queue';
import { bucketNames } from '../../domain/delinquency';
import { maskMobile } from '../../domain/phone';
import type { ServerDeps } from '../../types';
import * as repo from '../debt-collections';
import { lastFiledDay } from '../portfolio';
import { productOf } from '../products';
import { auditInTx } from './audit';
import type { StaffIdentity } from './auth-service';
import { nextOf, queueCursor, type QueueKey } from './paging';
import { may } from './permissions';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

/** The number as the viewer may see it: whole for those who call, masked for everyone else. */
export const shownMobile = (viewer: StaffIdentity, mobile: string) =>
  may(viewer.role, 'collections.contact') ? mobile : maskMobile(mobile);

/**
 * Settles `country`'s promises whose money is in or whose day has ended: a promise is kept by the
 * payments booked from when it was made to the end of its day. Each settling is audited.
 */
export async function settlePromises(deps: Deps, country: Country): Promise<number> {
  const now = deps.clock();
  const today = businessDay(now, country);
  let settled = 0;
  for (const p of await repo.pendingPromises(deps.db, country)) {
    if (p.amount === null || p.day === null) continue;
    const end = new Date(startOfBusinessDay(p.day + 1, country));
    const paid = await repo.paidBetween(deps.db, p.orderId, p.at, end);
    const state = promiseState({ amount: p.amount, day: p.day }, paid, today);
    if (state === 'pending') continue;
    const done = await deps.db.transaction(async (tx) => {
      if (!(await repo.settlePromise(tx, p.id, state, new Date(now)))) return false;
      const detail = { contactId: p.id, state, amount: p.amount, paid };
      await auditInTx(tx, deps, null, 'collections.promise', `order:${p.orderId}`, detail, null);
      return true;
    });
    if (done) settled++;
  }
  return settled;
}

export interface QueueQuery {
  readonly country: Country;
  readonly bucket?: string;
  readonly staffId?: number | null;
  readonly limit: number;
  readonly after?: QueueKey;
}

/** One page of the queue as `viewer` may see it; `day` null when the country has no filed day. */
export async function queueOf(deps: Deps, viewer: StaffIdentity, q: QueueQuery) {
  await settlePromises(deps, q.country);
  // The overdue buckets of the product data, for the page's filter and the lead's assignment.
  const buckets = bucketNames(productOf(q.country).delinquencyBuckets).filter(
    (b) => b !== 'current',
  );
  // A bucket the product does not name is a malformed link ("91+" sent unencoded arrives as
  // "91 "): refused, never answered with an empty queue that reads as "nothing overdue".
  if (q.bucket !== undefined && !buckets.includes(q.bucket)) throw new ApiError('badInput');
  const day = await lastFiledDay(deps.db, q.country);
  if (day === undefined) return { day: null, buckets, next: null, rows: [] };
  const bounds = productOf(q.country).delinquencyBuckets;
  const index = q.bucket === undefined ? -1 : bucketNames(bounds).indexOf(q.bucket);
  const from = bounds[index];
  const next = bounds[index + 1];
  const bucketDays =
    from === undefined ? undefined : { from, to: next === undefined ? undefined : next - 1 };
  const rows = await repo.queueRows(deps.db, { ...q, day, bucketDays });
  const shown = rows.slice(0, q.limit);
  const promises = await repo.latestPromises(
    deps.db,
    shown.map((r) => r.orderId),
  );
  const now = deps.clock();
  const today = businessDay(now, q.country);
  return {
    day: businessDateText(day),
    buckets,
    next: nextOf(rows, q.limit, queueCursor),
    rows: shown.map((r) => {
      const p = promises.find((x) => x.orderId === r.orderId);
      const promise =
        p && p.amount !== null && p.day !== null && p.state !== null
          ? { amount: p.amount, date: businessDateText(p.day), state: p.state }
          : null;
      return {
        ...r,
        // Counted as the loan summary counts them, to the books' today: the filed day's count is
        // the last close's, a day behind the loan's page until tonight's close (its bucket stays
        // the close's, the queue's order and filter).
        daysPastDue: r.dueDay === null ? r.daysPastDue : overdueDays(now, r.dueDay, q.country),
        mobile: shownMobile(viewer, r.mobile),
        promise,
        // A pending promise whose day has come is the collector's follow-up today.
        followUp: p?.state === 'pending' && p.day !== null && p.day <= today,
      };
    }),
  };
}

export interface AssignInput {
  readonly country: Country;
  readonly cap: number;
  readonly collectors: readonly { readonly staffId: number; readonly buckets: readonly string[] }[];
}

/** Gives the last filed day's unassigned overdue loans to `input.collectors`, audited in one go. */
export async function assignQueue(deps: Deps, lead: StaffIdentity, input: AssignInput, ip: string) {
  const day = await lastFiledDay(deps.db, input.country);
  if (day === undefined) throw new ApiError('notFiled');
  const ids = input.collectors.map((c) => c.staffId);
  // One line per collector: a second would give them a second cap.
  if (new Set(ids).size !== ids.length) throw new ApiError('badInput');
  const found = await repo.collectorsAmong(deps.db, ids);
  if (found.length !== ids.length) throw new ApiError('notCollector');
  const all = await repo.queueRows(deps.db, {
    country: input.country,
    day,
    limit: 100_000,
  });
  const loans: readonly QueueLoan[] = all;
  const collectors = input.collectors.map((c) => ({
    ...c,
    load: loans.filter((l) => l.staffId === c.staffId).length,
  }));
  const given = assignLoans(loans, collectors, input.cap);
  await deps.db.transaction(async (tx) => {
    await repo.assignAll(tx, given, lead.id, new Date(deps.clock()));
    const perCollector = collectors.map((c) => ({
      staffId: c.staffId,
      buckets: c.buckets,
      given: given.filter((g) => g.staffId === c.staffId).length,
    }));
    const detail = { cap: input.cap, perCollector, orders: given.map((g) => g.orderId) };
    await auditInTx(
      tx,
      deps,
      lead.id,
      'collections.assign',
      `country:${input.country}`,
      detail,
      ip,
    );
  });
  return {
    assigned: given.length,
    perCollector: collectors.map((c) => ({
      staffId: c.staffId,
      load: c.load + given.filter((g) => g.staffId === c.staffId).length,
    })),
  };
}
