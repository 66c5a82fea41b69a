/**
 * What support reads of a borrower: GET /summary/borrowers/:id and /summary/orders/:orderNo (the
 * borrower and loan summary), GET /borrowers/:id/profile?lang= (the profile as labelled fields)
 * and GET /borrowers/:id/data-copy (the borrower's own data download, for a data request; audited).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../api-error';
import { formStore } from '../../forms/registry';
import type { ServerDeps } from '../../types';
import { exportData } from '../bureau';
import { audit } from './audit';
import { profileFormsOf } from './summary-repo';
import { profileSection } from './profile-fields';
import { staffOf } from './route-helpers';
import { borrowerSummary } from './summary';

const quiet = { info: () => undefined, error: () => undefined };

type IdParams = { Params: { id: string } };

/** The form words in `lang` (English filling its gaps), English when the server lacks it. */
function formWords(lang: string | undefined): unknown {
  const store = formStore(quiet);
  const served = (lang && store.locale(lang)) || store.locale('en');
  return served ? (JSON.parse(served.json) as unknown) : {};
}

export function registerSupportRoutes(api: FastifyInstance, server: ServerDeps): void {
  const read = { config: { opsAction: 'book.read' as const } };
  const userIdOf = (raw: string) => Number(raw) || 0;

  api.get<IdParams>('/summary/borrowers/:id', read, (request) =>
    borrowerSummary(server, { userId: userIdOf(request.params.id) }),
  );

  api.get<{ Params: { orderNo: string } }>('/summary/orders/:orderNo', read, (request) =>
    borrowerSummary(server, { orderNo: request.params.orderNo }),
  );

  api.get<IdParams & { Querystring: { lang?: string } }>(
    '/borrowers/:id/profile',
    read,
    async (request) => {
      const rows = await profileFormsOf(server.db, userIdOf(request.params.id));
      const words = formWords(request.query.lang);
      const store = formStore(quiet);
      return {
        sections: rows.map((r) =>
          profileSection(r.form, store.get(r.country, r.form)?.schema, r.data, words),
        ),
      };
    },
  );

  api.get<IdParams>(
    '/borrowers/:id/data-copy',
    { config: { opsAction: 'rights.read' } },
    async (request, reply) => {
      const userId = userIdOf(request.params.id);
      const copy = await exportData(server, userId).catch((err: unknown) => {
        throw err instanceof ApiError ? new ApiError('notFound') : err;
      });
      // Who handed out whose data, and when: data protection asks the lender to show it.
      const detail = { loans: copy.loans.length, payments: copy.payments.length };
      await audit(
        server,
        staffOf(request).staff.id,
        'borrower.dataCopy',
        `user:${userId}`,
        detail,
        request.ip,
      );
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="borrower-${userId}-data.json"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(copy, null, 2));
    },
  );
}
