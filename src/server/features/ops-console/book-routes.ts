/** Loan book routes: borrower search, the order list (filters, paging, CSV), one borrower, one order. */
import type { FastifyInstance } from 'fastify';
import type { CursorPage } from '../../../shared/console-paging';
import { byCountry, isCountry } from '../../../shared/countries';
import { isOrderStatus, ORDER_STATUS } from '../../../shared/orders';
import { businessDateText, businessDay } from '../../domain/business-date';
import { normaliseMobile } from '../../domain/phone';
import { ApiError } from '../../api-error';
import type { ServerDeps } from '../../types';
import { orderOwed } from '../ledger';
import { readKycImage } from '../kyc';
import { audit } from './audit';
import { calendarDay } from './calendar-day';
import * as repo from './book-repo';
import { toCsv } from './csv';
import { idAfter, idCursor, nextOf, PAGE_SIZE } from './paging';
import { staffOf } from './route-helpers';
import { lastLoansOf, type LastLoan } from './summary';

type OrderQuery = {
  status?: string;
  overdueMin?: string;
  overdueMax?: string;
  country?: string;
  /** A payout month `YYYY-MM` (a vintage of the portfolio). */
  paid?: string;
  from?: string;
  to?: string;
  cursor?: string;
  userId?: string;
  format?: string;
};

/** A `YYYY-MM-DD` filter as a business day; each order's country decides where it starts. */
const day = (text: string | undefined): number | undefined =>
  text ? calendarDay(text) : undefined;

const CSV_ROWS = 10_000;

/** A whole number of days from the query, if it is one. */
const days = (text: string | undefined): number | undefined => {
  const n = text ? Number(text) : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};

/** A payout month `YYYY-MM` as its first business day and the next month's. */
function month(text: string | undefined): { from: number; to: number } | undefined {
  const from = text && /^\d{4}-\d{2}$/.test(text) ? calendarDay(`${text}-01`) : undefined;
  if (from === undefined) return undefined;
  const start = new Date(from * 86_400_000);
  const to = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1) / 86_400_000;
  return { from, to };
}

type BorrowerRow = Awaited<ReturnType<typeof repo.searchBorrowers>>[number] & {
  lastLoan: LastLoan | null;
};
type OrderRow = Awaited<ReturnType<typeof repo.listOrders>>[number] & {
  dueDate: string | null;
  overdueDays: number;
};

export function registerBookRoutes(api: FastifyInstance, server: ServerDeps): void {
  const read = { config: { opsAction: 'book.read' as const } };

  api.get<{ Querystring: { q?: string; cursor?: string } }>(
    '/borrowers',
    read,
    async (request): Promise<CursorPage<BorrowerRow>> => {
      const text = (request.query.q ?? '').trim().slice(0, 100);
      if (text.length < 3) return { next: null, rows: [] };
      const phone = normaliseMobile(text, server.config.defaultCountry);
      const rows = await repo.searchBorrowers(server.db, {
        text,
        mobile: phone.ok ? phone.e164 : undefined,
        limit: PAGE_SIZE,
        after: idAfter(request.query.cursor),
      });
      const page = rows.slice(0, PAGE_SIZE);
      // Namesakes told apart: each borrower's last loan, its status and days past due.
      const last = await lastLoansOf(
        server,
        page.map((r) => r.userId),
      );
      return {
        next: nextOf(rows, PAGE_SIZE, (r) => idCursor(r.userId)),
        rows: page.map((r) => ({ ...r, lastLoan: last.get(r.userId) ?? null })),
      };
    },
  );

  api.get<{ Querystring: OrderQuery }>('/orders', read, async (request, reply) => {
    const q = request.query;
    const now = server.clock();
    const csv = q.format === 'csv';
    const limit = csv ? CSV_ROWS : PAGE_SIZE;
    const statuses = (q.status ?? '').split(',').map(Number).filter(isOrderStatus);
    const rows = await repo.listOrders(server.db, {
      statuses,
      overdueMin: days(q.overdueMin),
      overdueMax: days(q.overdueMax),
      country: q.country && isCountry(q.country) ? q.country : undefined,
      paid: month(q.paid),
      today: byCountry((c) => businessDay(now, c)),
      fromDay: day(q.from),
      toDay: day(q.to),
      userId: q.userId ? Number(q.userId) || undefined : undefined,
      limit,
      after: csv ? undefined : idAfter(q.cursor),
    });
    const shown = rows.slice(0, limit).map((row) => ({
      ...row,
      dueDate: row.dueDay === null ? null : businessDateText(row.dueDay),
      overdueDays:
        row.dueDay === null || row.status !== ORDER_STATUS.overdue
          ? 0
          : Math.max(0, businessDay(now, row.country) - row.dueDay),
    }));
    if (!csv) {
      const page: CursorPage<OrderRow> = {
        next: nextOf(rows, limit, (r) => idCursor(r.id)),
        rows: shown,
      };
      return page;
    }
    await audit(
      server,
      staffOf(request).staff.id,
      'book.export',
      null,
      { query: q, rows: shown.length },
      request.ip,
    );
    const header = [
      'orderNo',
      'mobile',
      'country',
      'status',
      'amount',
      'days',
      'dueDate',
      'overdueDays',
      'createdAt',
    ] as const;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="orders.csv"')
      .send(
        toCsv(
          header,
          shown.map((row) => header.map((key) => row[key])),
        ),
      );
  });

  api.get<{ Params: { id: string } }>('/borrowers/:id', read, async (request) => {
    const found = await repo.borrower(server.db, Number(request.params.id) || 0);
    if (!found) throw new ApiError('notFound');
    await audit(
      server,
      staffOf(request).staff.id,
      'borrower.view',
      `user:${found.user.id}`,
      {},
      request.ip,
    );
    return found;
  });

  api.get<{ Params: { id: string; fileId: string } }>(
    '/borrowers/:id/images/:fileId',
    { config: { opsAction: 'images.view' } },
    async (request, reply) => {
      const userId = Number(request.params.id) || 0;
      const row = /^[0-9a-f]{24}$/.test(request.params.fileId)
        ? await repo.kycFileOf(server.db, userId, request.params.fileId)
        : undefined;
      if (!row) throw new ApiError('notFound');
      // Every look at an identity image is on the record (data protection: who saw whose ID).
      await audit(
        server,
        staffOf(request).staff.id,
        'images.view',
        `user:${userId}`,
        { fileId: row.fileId, kind: row.kind },
        request.ip,
      );
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'no-store')
        .send(await readKycImage(server.config, userId, row.fileId));
    },
  );

  api.get<{ Params: { orderNo: string } }>('/orders/:orderNo', read, async (request) => {
    const found = await repo.order(server.db, request.params.orderNo);
    if (!found) throw new ApiError('notFound');
    await audit(
      server,
      staffOf(request).staff.id,
      'order.view',
      `order:${found.order.orderNo}`,
      {},
      request.ip,
    );
    const dueDay = found.order.dueDay;
    return {
      ...found,
      owed: await orderOwed(server.db, found.order.id),
      schedule:
        dueDay === null
          ? []
          : [
              {
                dueDate: businessDateText(dueDay),
                amount: found.order.quote?.repayAmount ?? null,
              },
            ],
    };
  });
}
