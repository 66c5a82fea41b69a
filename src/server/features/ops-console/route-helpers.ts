/** What every console route shares: the request's staff session, its action, and the refusal shape. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { codes, type CodeName } from '../../../shared/contract/codes';
import type { LiveStaffSession } from './auth-service';
import type { StaffAction } from './permissions';

declare module 'fastify' {
  interface FastifyRequest {
    staffSession: LiveStaffSession | null;
  }
  interface FastifyContextConfig {
    /** What a console route does: checked against the staff role. 'public' = sign-in only. */
    opsAction?: StaffAction | 'session' | 'public';
  }
}

/**
 * The console's body for a refusal of the shared catalogue (an `ApiError` thrown anywhere below a
 * route): `{ error: name }` with the catalogue's status, plain JSON, never the borrower's envelope.
 */
export const sendRefusal = (reply: FastifyReply, name: CodeName) =>
  reply.status(codes[name].http).send({ error: name });

/** The signed-in staff of a guarded route (the hook has already refused everyone else). */
export function staffOf(request: FastifyRequest): LiveStaffSession {
  if (!request.staffSession) throw new Error('console route without a staff session');
  return request.staffSession;
}
