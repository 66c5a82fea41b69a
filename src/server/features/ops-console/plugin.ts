/**
 * The staff console's API under /ops/api (docs/architecture.md §6): plain JSON, never the borrower's envelope
 * or token. Every route but sign-in needs a live staff session (401 otherwise, whatever else the
 * request carries), every change the CSRF header (403), and the route's action in the role (403).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../api-error';
import { isOutage, RETRY_AFTER_SECONDS } from '../../plugins/errors';
import type { Clock, ServerDeps } from '../../types';
import type { StaffTimed } from './audit';
import { resumeSession, type LiveStaffSession } from './auth-service';
import { registerAuthRoutes } from './auth-routes';
import { registerBookRoutes } from './book-routes';
import { registerQueueRoutes, registerWaiverRoute } from './queue-routes';
import { registerDisputeRoutes } from './dispute-routes';
import { registerMoneyRoutes } from './money-routes';
import { registerMoneyCheckRoutes } from './money-check-routes';
import { registerRailsRoutes } from './rails-routes';
import { registerStaffRoleRoutes } from './staff-role-routes';
import { registerAuditRoutes } from './audit-routes';
import { registerReferralRoutes } from './referral-routes';
import { registerDecisionRoutes } from './decision-routes';
import { registerPayoutHoldRoutes } from './payout-hold-routes';
import { registerPortfolioRoutes } from './portfolio-routes';
import { registerFilesRoutes } from './files-routes';
import { registerBureauRoutes } from './bureau-routes';
import { registerFlagRoutes } from './flag-routes';
import { registerCollectionsRoutes } from './collections-routes';
import { registerPaymentPlanRoutes } from './payment-plan-routes';
import { registerRightsRequestRoutes } from './rights-requests-routes';
import { registerSupportRoutes } from './support-routes';
import { registerUssdRoutes } from './ussd-routes';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, readCookie } from './cookies';
import { may } from './permissions';
import { sendRefusal } from './route-helpers';

export const OPS_API_PREFIX = '/ops/api';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

function csrfHolds(request: FastifyRequest, session: LiveStaffSession): boolean {
  const header = request.headers[CSRF_HEADER];
  return (
    typeof header === 'string' &&
    header === readCookie(request, CSRF_COOKIE) &&
    header === session.csrfToken
  );
}

/**
 * `staffClock`: staff time, which never follows the sandbox clock (docs/architecture.md §1 "Time"):
 * sign-in codes are checked against the authenticator's real time and sessions idle and expire in
 * real time, while borrowers' time (loans, money) moves with the sandbox. An audit row carries the
 * real time of the act, and the books' moment beside it when the two differ (decision 0059).
 */
export async function opsConsolePlugin(
  api: FastifyInstance,
  server: ServerDeps,
  staffClock: Clock = server.clock,
): Promise<void> {
  const staffTime: ServerDeps = { ...server, clock: staffClock };
  // The books' time with staff time beside it: an audit row says when the member acted (0059).
  const books: ServerDeps & StaffTimed = { ...server, staffClock };
  api.decorateRequest('staffSession', null);
  api.addHook('onRequest', async (request) => {
    const action = request.routeOptions.config.opsAction;
    if (action === 'public') return;
    const session = await resumeSession(staffTime, readCookie(request, SESSION_COOKIE));
    if (!session) throw new ApiError('unauthenticated');
    if (!SAFE_METHODS.has(request.method) && !csrfHolds(request, session))
      throw new ApiError('csrf');
    // Unknown routes (no action) answer only after the session check: no map of the API leaks.
    if (action === undefined) throw new ApiError('notFound');
    if (action !== 'session' && !may(session.staff.role, action)) throw new ApiError('forbidden');
    request.staffSession = session;
  });
  api.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return sendRefusal(reply, error.codeName);
    if (isOutage(error))
      return sendRefusal(reply.header('retry-after', RETRY_AFTER_SECONDS), 'unavailable');
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    return reply.status(status).send({ error: status >= 500 ? 'internal' : 'badRequest' });
  });
  api.setNotFoundHandler((_request, reply) => sendRefusal(reply, 'notFound'));
  // Any other path under the prefix is a route without an action: the hook above answers it (401
  // without a session, else the JSON 404). Without these, a GET fell through to the page's
  // fallback and answered 200 with HTML, which a console call would read as success.
  for (const path of ['/', '/*'])
    api.all(path, (_request, reply) => sendRefusal(reply, 'notFound'));
  registerAuthRoutes(api, staffTime, server.clock);
  registerBookRoutes(api, books);
  registerQueueRoutes(api, books);
  registerWaiverRoute(api, books);
  registerDisputeRoutes(api, books);
  registerMoneyRoutes(api, books);
  registerMoneyCheckRoutes(api, books);
  registerReferralRoutes(api, books);
  registerDecisionRoutes(api, books);
  registerPayoutHoldRoutes(api, books);
  registerPortfolioRoutes(api, books);
  registerFlagRoutes(api, books);
  registerCollectionsRoutes(api, books);
  registerPaymentPlanRoutes(api, books);
  registerRightsRequestRoutes(api, books);
  registerSupportRoutes(api, books);
  registerRailsRoutes(api, books);
  registerStaffRoleRoutes(api, books);
  registerAuditRoutes(api, books);
  registerBureauRoutes(api, books);
  registerFilesRoutes(api);
  registerUssdRoutes(api, books);
}
