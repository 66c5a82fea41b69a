/**
 * The collections queue's routes: GET /collections/queue?country=&bucket=&assignee=me|none|<id>,
 * GET /collections/collectors, POST /collections/assign {country, cap, collectors}, and a loan's
 * contacts: GET and POST /collections/loans/:orderNo/contacts.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { COUNTRY_CODES, isCountry } from '../../../shared/countries';
import type { ServerDeps } from '../../types';
import { contactHistory, recordContact, type ContactInput } from './collections-contacts';
import { assignQueue, CollectionsError, queueOf } from './collections-queue';
import { PAGE_SIZE, queueAfter } from './paging';
import { refuse, staffOf } from './route-helpers';
import { listStaff } from './staff-repo';

const STATUS = {
  badInput: 400,
  badAmount: 400,
  badDate: 400,
  badTemplate: 400,
  notCollector: 400,
  notBorrowersNumber: 400,
  notFound: 404,
  notFiled: 409,
  assignedToOther: 409,
  doNotContact: 409,
  outsideContactHours: 409,
} as const;

function refused(reply: FastifyReply, error: unknown) {
  if (error instanceof CollectionsError) return refuse(reply, STATUS[error.reason], error.reason);
  throw error;
}

type QueueQuery = { country?: string; bucket?: string; assignee?: string; cursor?: string };
type AssignBody = { country?: unknown; cap?: unknown; collectors?: unknown };
type LoanParams = { Params: { orderNo: string } };

/** The collector filter: mine, no one's, a given collector's, or (absent) everyone's. */
function assigneeOf(raw: string | undefined, me: number): number | null | undefined {
  if (raw === 'me') return me;
  if (raw === 'none') return null;
  const id = Number(raw);
  return raw && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

function collectorsOf(raw: unknown): AssignBodyCollectors | undefined {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 200) return undefined;
  const out: AssignBodyCollectors = [];
  for (const c of raw as { staffId?: unknown; buckets?: unknown }[]) {
    const buckets = Array.isArray(c.buckets) ? (c.buckets as unknown[]) : [];
    if (typeof c.staffId !== 'number' || !Number.isSafeInteger(c.staffId)) return undefined;
    if (buckets.length === 0 || !buckets.every((b) => typeof b === 'string')) return undefined;
    out.push({ staffId: c.staffId, buckets: buckets as string[] });
  }
  return out;
}
type AssignBodyCollectors = { staffId: number; buckets: string[] }[];

export function registerCollectionsRoutes(api: FastifyInstance, server: ServerDeps): void {
  const read = { config: { opsAction: 'collections.read' as const } };
  const assign = { config: { opsAction: 'collections.assign' as const } };

  api.get<{ Querystring: QueueQuery }>('/collections/queue', read, async (request, reply) => {
    const q = request.query;
    const country = q.country ?? COUNTRY_CODES[0];
    if (!isCountry(country)) return refuse(reply, 400, 'badInput');
    const viewer = staffOf(request).staff;
    const after = queueAfter(q.cursor);
    const bucket = q.bucket ? q.bucket.slice(0, 20) : undefined;
    const staffId = assigneeOf(q.assignee, viewer.id);
    const found = await queueOf(server, viewer, {
      country,
      bucket,
      staffId,
      limit: PAGE_SIZE,
      after,
    });
    return { country, ...found };
  });

  api.get('/collections/collectors', assign, async () => {
    const rows = await listStaff(server.db);
    const live = rows.filter((r) => r.role === 'collections' && r.disabledAt === null);
    return { rows: live.map((r) => ({ id: r.id, email: r.email })) };
  });

  api.post<{ Body: AssignBody }>('/collections/assign', assign, async (request, reply) => {
    const body = request.body ?? {};
    const cap = body.cap;
    const collectors = collectorsOf(body.collectors);
    if (!isCountry(body.country) || !collectors) return refuse(reply, 400, 'badInput');
    if (typeof cap !== 'number' || !Number.isSafeInteger(cap) || cap < 1 || cap > 10_000)
      return refuse(reply, 400, 'badInput');
    const input = { country: body.country, cap, collectors };
    return assignQueue(server, staffOf(request).staff, input, request.ip).catch((error: unknown) =>
      refused(reply, error),
    );
  });

  api.get<LoanParams>('/collections/loans/:orderNo/contacts', read, (request, reply) =>
    contactHistory(server, staffOf(request).staff, request.params.orderNo).catch((error: unknown) =>
      refused(reply, error),
    ),
  );

  api.post<LoanParams & { Body: ContactInput }>(
    '/collections/loans/:orderNo/contacts',
    { config: { opsAction: 'collections.contact' } },
    (request, reply) =>
      recordContact(
        server,
        staffOf(request).staff,
        request.params.orderNo,
        request.body ?? { outcome: undefined, note: undefined },
        request.ip,
      ).catch((error: unknown) => refused(reply, error)),
  );
}
