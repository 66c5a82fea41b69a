/**
 * The borrower's disputes, complaints and data requests (Kenya's Credit Reference Bureau
 * Regulations 2020 and Data Protection Act 2019, Tanzania's credit-reference rules and Personal
 * Data Protection Act 2022): each gets a reference and the acknowledgement and answer deadlines
 * country data sets; an open dispute holds its loan out of the bureau files (repo.disputedOrders).
 */
import { randomInt } from 'node:crypto';
import { ApiError } from '../../api-error';
import { countryOffsetMinutes, DAY_MS } from '../../../shared/business-calendar';
import type { Country } from '../../../shared/countries';
import { addWorkingDays } from '../../domain/rights-deadline';
import type { RightsRequestKind, rightsRequests } from '../../db/schema';
import type { ServerDeps } from '../../types';
import { findUser, requireOwnOrder } from '../orders';
import { bureauFacts, type BureauFacts } from './country';
import * as repo from './rights-repo';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

/** What a borrower may file from the app; `access` is a request for a copy of their data. */
export type FiledKind = Extract<RightsRequestKind, 'dispute' | 'complaint' | 'access'>;

const PREFIX: Readonly<Record<FiledKind, string>> = { dispute: 'D', complaint: 'C', access: 'A' };

/** Days to acknowledge and to answer each kind, from the country's `bureau` block. */
export function deadlineDays(
  facts: BureauFacts,
  kind: FiledKind,
): { ack: number; resolve: number } {
  switch (kind) {
    case 'dispute':
      return { ack: facts.disputeAckDays, resolve: facts.disputeResolveDays };
    case 'complaint':
      return { ack: facts.complaintAckDays, resolve: facts.complaintResolveDays };
    case 'access':
      return { ack: facts.complaintAckDays, resolve: facts.dataRequestResolveDays };
  }
}

/** When a request filed at `now` must be acknowledged: calendar or working days, as data says. */
export function ackDueAt(facts: BureauFacts, country: Country, now: number, days: number): number {
  return facts.ackDaysCount === 'working'
    ? addWorkingDays(now, days, countryOffsetMinutes(country, now))
    : now + days * DAY_MS;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The contract's view of a request. */
export function requestView(row: {
  request: typeof rightsRequests.$inferSelect;
  orderNo: string | null;
}) {
  const r = row.request;
  return {
    reference: r.reference,
    kind: r.kind as FiledKind,
    ...(row.orderNo ? { orderNo: row.orderNo } : {}),
    body: r.body,
    status: r.status,
    createdAt: seconds(r.createdAt),
    ackDueAt: seconds(r.ackDueAt),
    resolveDueAt: seconds(r.resolveDueAt),
    ...(r.acknowledgedAt ? { acknowledgedAt: seconds(r.acknowledgedAt) } : {}),
    ...(r.resolvedAt ? { resolvedAt: seconds(r.resolvedAt) } : {}),
    ...(r.resolution ? { resolution: r.resolution } : {}),
    ...(r.outcome ? { outcome: r.outcome } : {}),
  };
}

export interface FileInput {
  readonly kind: FiledKind;
  readonly orderNo?: string;
  readonly body: string;
}

async function orderOf(deps: Deps, userId: number, input: FileInput) {
  if (!input.orderNo) {
    if (input.kind === 'dispute') throw new ApiError('rightsOrderRequired');
    return undefined;
  }
  const order = await requireOwnOrder(deps.db, userId, input.orderNo);
  if (input.kind === 'dispute' && (await repo.hasOpenDispute(deps.db, order.id)))
    throw new ApiError('rightsAlreadyOpen');
  return order;
}

/** Files a request and answers with its reference and deadlines. */
export async function fileRequest(deps: Deps, userId: number, input: FileInput) {
  const body = input.body.trim();
  if (!body) throw new ApiError('rightsBodyEmpty');
  const user = await findUser(deps.db, userId);
  if (!user) throw new ApiError('tokenInvalid');
  const facts = bureauFacts(user.country);
  if (!facts) throw new ApiError('notAvailable');
  const order = await orderOf(deps, userId, input);
  const now = deps.clock();
  const days = deadlineDays(facts, input.kind);
  for (;;) {
    const reference = `${PREFIX[input.kind]}-${randomInt(10_000_000, 100_000_000)}`;
    const stored = await repo.insertRequest(deps.db, {
      reference,
      userId,
      country: user.country,
      kind: input.kind,
      orderId: order?.id ?? null,
      body,
      status: 'open',
      createdAt: new Date(now),
      ackDueAt: new Date(ackDueAt(facts, user.country, now, days.ack)),
      resolveDueAt: new Date(now + days.resolve * DAY_MS),
    });
    if (!stored) continue;
    const row = await repo.requestByReference(deps.db, reference);
    if (!row) throw new ApiError('internal');
    return requestView(row);
  }
}

/** The borrower's requests and where to escalate once a deadline passes. */
export async function listRequests(deps: Deps, userId: number) {
  const user = await findUser(deps.db, userId);
  if (!user) throw new ApiError('tokenInvalid');
  const rows = await repo.requestsOf(deps.db, userId);
  return {
    list: rows.map(requestView),
    // The deadline is judged by this clock (the sandbox's in a sandbox), never the phone's.
    now: Math.floor(deps.clock() / 1000),
    regulatorContact: bureauFacts(user.country)?.regulatorContact ?? '',
  };
}
