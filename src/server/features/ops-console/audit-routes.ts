/**
 * The audit log as admin and finance read it: GET /audit filtered by action, member (or the
 * system's own acts), words in the action, target or detail, and days; newest first, a page at a
 * time, or the whole filtered list as CSV. GET /audit/verify proves the hash chain against the
 * anchors written outside the database, as `npm run ops -- audit verify` does.
 */
import type { FastifyInstance } from 'fastify';
import type { CursorPage } from '../../../shared/console-paging';
import type { ServerDeps } from '../../types';
import { audit } from './audit';
import { anchorPath, readAnchors } from './audit-anchor-file';
import { findAudit, type AuditFilter } from './audit-repo';
import { verifyAuditChain } from './audit-verify';
import { calendarDay } from './calendar-day';
import { toCsv } from './csv';
import { idAfter, idCursor, nextOf, PAGE_SIZE } from './paging';
import { staffOf } from './route-helpers';

type AuditQuery = {
  action?: string;
  staff?: string;
  q?: string;
  from?: string;
  to?: string;
  target?: string;
  cursor?: string;
  format?: string;
};

const CSV_ROWS = 10_000;
const DAY_MS = 86_400_000;

/** Who did it: a member, the command line, a sign-in by an unknown address, or the server itself. */
export type AuditActor = 'staff' | 'cli' | 'signIn' | 'system';

function actorOf(row: { email: string | null; action: string; detail: unknown }): AuditActor {
  if (row.email) return 'staff';
  if ((row.detail as { by?: unknown } | null)?.by === 'cli') return 'cli';
  return row.action === 'signin.fail' ? 'signIn' : 'system';
}

/** A filter's day as the start of that UTC day (ms); undefined for anything else. */
function dayStart(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const day = calendarDay(text);
  return day === undefined ? undefined : day * DAY_MS;
}

function filterOf(q: AuditQuery): AuditFilter {
  const to = dayStart(q.to);
  const trim = (text: string | undefined) => text?.trim().slice(0, 100) || undefined;
  return {
    action: trim(q.action),
    staff: trim(q.staff)?.toLowerCase(),
    text: trim(q.q),
    from: dayStart(q.from),
    // The "to" day is included whole.
    to: to === undefined ? undefined : to + DAY_MS,
    target: trim(q.target),
  };
}

/** A detail as `key: value` pairs, for the CSV's one cell. */
const detailText = (detail: Record<string, unknown> | null) =>
  Object.entries(detail ?? {})
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join('; ');

export function registerAuditRoutes(api: FastifyInstance, server: ServerDeps): void {
  const read = { config: { opsAction: 'audit.read' as const } };

  api.get<{ Querystring: AuditQuery }>('/audit', read, async (request, reply) => {
    const q = request.query;
    const csv = q.format === 'csv';
    const limit = csv ? CSV_ROWS : PAGE_SIZE;
    const rows = await findAudit(
      server.db,
      filterOf(q),
      limit,
      csv ? undefined : idAfter(q.cursor),
    );
    const shown = rows.slice(0, limit).map((r) => ({
      ...r,
      at: r.at.toISOString(),
      actor: actorOf(r),
    }));
    if (!csv) {
      const page: CursorPage<(typeof shown)[number]> = {
        next: nextOf(rows, limit, (r) => idCursor(r.id)),
        rows: shown,
      };
      return page;
    }
    const { cursor: _, format: __, ...query } = q;
    await audit(
      server,
      staffOf(request).staff.id,
      'audit.export',
      null,
      { query, rows: shown.length },
      request.ip,
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="audit.csv"')
      .send(
        toCsv(
          ['id', 'at', 'staff', 'action', 'target', 'detail', 'ip'],
          shown.map((r) => [
            r.id,
            r.at,
            r.email ?? r.actor,
            r.action,
            r.target,
            detailText(r.detail),
            r.ip,
          ]),
        ),
      );
  });

  api.get('/audit/verify', read, async (request) => {
    const read = readAnchors(anchorPath(server.config.dataDir));
    const anchors = read?.anchors ?? [];
    const verdict = await verifyAuditChain(server, anchors);
    const result = { ...verdict, anchors: anchors.length };
    await audit(
      server,
      staffOf(request).staff.id,
      'audit.verify',
      null,
      { ok: verdict.ok, rows: verdict.rows, anchors: anchors.length },
      request.ip,
    );
    return result;
  });
}
