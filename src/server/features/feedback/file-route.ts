/**
 * GET /api/feedback/files/:fileId: an uploaded feedback image, for its owner. It is not a §7
 * call, so it carries no envelope; the token travels in the Authorization header as everywhere,
 * so the client fetches the image and shows it from a blob URL.
 */
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth';
import type { ServerDeps } from '../../types';
import { ownImage } from './uploads';

export function registerFeedbackFileRoute(app: FastifyInstance, deps: ServerDeps): void {
  app.get<{ Params: { fileId: string } }>('/api/feedback/files/:fileId', async (request, reply) => {
    const user = await authenticate(deps, request.headers.authorization);
    const file = await ownImage(deps, user.userId, request.params.fileId);
    return reply
      .header('content-type', file.mimeType)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(file.data);
  });
}
