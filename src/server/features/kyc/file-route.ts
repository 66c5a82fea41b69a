/**
 * GET /api/kyc/files/:fileId: an identity image, for its owner only (anyone else: not found).
 * Not a §7 call, so no envelope; the token travels in the Authorization header.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../api-error';
import type { ServerDeps } from '../../types';
import { authenticate } from '../auth';
import { findOwnKycFile } from './repo';
import { readKycImage } from './storage';

export function registerKycFileRoute(app: FastifyInstance, deps: ServerDeps): void {
  app.get<{ Params: { fileId: string } }>('/api/kyc/files/:fileId', async (request, reply) => {
    const user = await authenticate(deps, request.headers.authorization);
    const row = /^[0-9a-f]{24}$/.test(request.params.fileId)
      ? await findOwnKycFile(deps.db, user.userId, request.params.fileId)
      : undefined;
    if (!row) throw new ApiError('notFound');
    const data = await readKycImage(deps.config, user.userId, row.fileId);
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(data);
  });
}
