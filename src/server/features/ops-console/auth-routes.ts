/** Console routes of staff themselves: sign in and out, who am I, staff accounts. */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../api-error';
import type { ServerDeps } from '../../types';
import { audit } from './audit';
import { addStaff, signIn, signOut } from './auth-service';
import { clearSessionCookies, setSessionCookies } from './cookies';
import { staffOf } from './route-helpers';
import { listStaff } from './staff-repo';
import { actionsOf, STAFF_ROLES } from './permissions';
import { lastSignIns } from './staff-roles-repo';
import { changeStaff, isStaffChange, STAFF_CHANGES } from './staff-lifecycle';

const loginBody = {
  type: 'object',
  required: ['email', 'password', 'code'],
  additionalProperties: false,
  properties: {
    email: { type: 'string', maxLength: 200 },
    password: { type: 'string', maxLength: 200 },
    code: { type: 'string', maxLength: 10 },
  },
} as const;

/** `server` runs on staff time; `booksClock` is the borrowers' (a sandbox's moved clock). */
export function registerAuthRoutes(
  api: FastifyInstance,
  server: ServerDeps,
  booksClock: ServerDeps['clock'] = server.clock,
): void {
  api.post<{ Body: { email: string; password: string; code: string } }>(
    '/login',
    { config: { opsAction: 'public' }, schema: { body: loginBody } },
    async (request, reply) => {
      const { token, session } = await signIn(server, { ...request.body, ip: request.ip });
      setSessionCookies(request, reply, token, session.csrfToken);
      const actions = actionsOf(session.staff.role);
      // The books' clock, for the console's default days (a sandbox's moved clock included).
      return {
        staff: session.staff,
        csrfToken: session.csrfToken,
        actions,
        booksNow: booksClock(),
      };
    },
  );

  api.post('/logout', { config: { opsAction: 'session' } }, async (request, reply) => {
    await signOut(server, staffOf(request), request.ip);
    clearSessionCookies(request, reply);
    return { ok: true };
  });

  api.get('/me', { config: { opsAction: 'session' } }, async (request) => {
    const session = staffOf(request);
    const actions = actionsOf(session.staff.role);
    // The books' clock, for the console's default days (a sandbox's moved clock included).
    return {
      staff: session.staff,
      csrfToken: session.csrfToken,
      actions,
      booksNow: booksClock(),
    };
  });

  api.get('/staff', { config: { opsAction: 'staff.manage' } }, async () => {
    const [rows, signIns] = await Promise.all([listStaff(server.db), lastSignIns(server.db)]);
    return {
      roles: STAFF_ROLES,
      rows: rows.map((row) => ({
        id: row.id,
        email: row.email,
        role: row.role,
        locked: row.lockedUntil !== null && row.lockedUntil.getTime() > server.clock(),
        disabled: row.disabledAt !== null,
        createdAt: row.createdAt.toISOString(),
        lastSignInAt: signIns.get(row.id)?.toISOString() ?? null,
      })),
    };
  });

  api.post<{ Body: { email: string; role: string } }>(
    '/staff',
    {
      config: { opsAction: 'staff.manage' },
      schema: {
        body: {
          type: 'object',
          required: ['email', 'role'],
          properties: { email: { type: 'string' }, role: { type: 'string' } },
        },
      },
    },
    async (request) => {
      const created = await addStaff(server, request.body.email, request.body.role);
      const actor = staffOf(request).staff.id;
      const detail = { role: created.staff.role };
      await audit(server, actor, 'staff.add', `staff:${created.staff.id}`, detail, request.ip);
      return created;
    },
  );

  // Disable, enable, a new password or a new authenticator: the member's sessions end at once.
  api.post<{ Body: { email: string; change: string } }>(
    '/staff/change',
    {
      config: { opsAction: 'staff.manage' },
      schema: {
        body: {
          type: 'object',
          required: ['email', 'change'],
          additionalProperties: false,
          properties: {
            email: { type: 'string', maxLength: 200 },
            change: { type: 'string', enum: [...STAFF_CHANGES] },
          },
        },
      },
    },
    async (request) => {
      const { email, change } = request.body;
      if (!isStaffChange(change)) throw new ApiError('badInput');
      const actor = { staffId: staffOf(request).staff.id, ip: request.ip };
      return changeStaff(server, actor, email, change);
    },
  );
}
