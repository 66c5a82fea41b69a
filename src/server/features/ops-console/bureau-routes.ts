/**
 * The compliance desk (compliance keeps the law, finance the money): GET /bureau/files?country
 * with each file's submissions (one country's: the asked one, else the one whose files report
 * accounts), GET /bureau/files/:id with the validator's verdict and each negative row
 * beside the notice that allowed it (audited), GET /bureau/files/:id/download (audited), POST
 * /bureau/files/:id/submitted {bureau, reference}, and GET /bureau/notices?delivered=yes|no.
 */
import type { FastifyInstance } from 'fastify';
import { isCountry } from '../../../shared/countries';
import { ApiError } from '../../api-error';
import type { ServerDeps } from '../../types';
import {
  complianceFile,
  complianceFiles,
  complianceNotices,
  fileContent,
  markSubmitted,
} from '../bureau';
import { audit } from './audit';
import { staffOf } from './route-helpers';

type Id = { Params: { id: string } };
type SubmittedBody = { bureau?: unknown; reference?: unknown };

const LIST_LIMIT = 120;

function idOf(text: string): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError('notFound');
  return id;
}

export function registerBureauRoutes(api: FastifyInstance, server: ServerDeps): void {
  const read = { config: { opsAction: 'bureau.read' as const } };
  const submit = { config: { opsAction: 'bureau.submit' as const } };

  // One country's files: the asked one, else where the files report accounts (the desk's work).
  api.get<{ Querystring: { country?: string } }>('/bureau/files', read, async (request) => {
    const { country } = request.query;
    if (country !== undefined && !isCountry(country)) throw new ApiError('badInput');
    return complianceFiles(server, LIST_LIMIT, country);
  });

  api.get<Id>('/bureau/files/:id', read, async (request) => {
    const file = await complianceFile(server, idOf(request.params.id));
    if (!file) throw new ApiError('notFound');
    // A file's rows are borrowers' credit records: each look is on the record, as a loan's is.
    await audit(
      server,
      staffOf(request).staff.id,
      'bureau.fileView',
      `bureauFile:${file.id}`,
      { name: file.name },
      request.ip,
    );
    return file;
  });

  api.get<Id>('/bureau/files/:id/download', submit, async (request, reply) => {
    const id = idOf(request.params.id);
    const file = await fileContent(server, id);
    if (!file) throw new ApiError('notFound');
    const staff = staffOf(request).staff;
    await audit(
      server,
      staff.id,
      'bureau.download',
      `bureauFile:${id}`,
      { name: file.name },
      request.ip,
    );
    return reply
      .type('text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.name.replace(/"/g, '')}"`)
      .send(file.content);
  });

  api.post<Id & { Body: SubmittedBody }>('/bureau/files/:id/submitted', submit, async (request) => {
    const id = idOf(request.params.id);
    const { bureau, reference } = request.body ?? {};
    const ref = typeof reference === 'string' ? reference.trim() : '';
    if (typeof bureau !== 'string' || ref.length < 2 || ref.length > 100)
      throw new ApiError('badInput');
    const staff = staffOf(request).staff;
    const result = await markSubmitted(server, staff.id, { id, bureau, reference: ref });
    if (result === 'unknown') throw new ApiError('notFound');
    if (result === 'again') throw new ApiError('exists');
    await audit(
      server,
      staff.id,
      'bureau.submitted',
      `bureauFile:${id}`,
      { bureau, reference: ref },
      request.ip,
    );
    return { ok: true };
  });

  api.get<{ Querystring: { delivered?: string } }>('/bureau/notices', read, async (request) => {
    const { delivered } = request.query;
    const filter = delivered === 'yes' ? true : delivered === 'no' ? false : undefined;
    return { notices: await complianceNotices(server, LIST_LIMIT, filter) };
  });
}
