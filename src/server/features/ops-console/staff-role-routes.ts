/**
 * Admin's role changes (decision 0048): POST /staff/role asks for a member's new role (applied at
 * once when it raises no access, else waiting); GET /staff/roles lists the requests waiting for a
 * second admin, who approves or declines each.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../types';
import { staffOf } from './route-helpers';
import { listStaff } from './staff-repo';
import { changeRole, decideRole } from './staff-roles';
import { pendingRoleRequests } from './staff-roles-repo';

type IdParams = { Params: { id: string } };

export function registerStaffRoleRoutes(api: FastifyInstance, server: ServerDeps): void {
  const manage = { config: { opsAction: 'staff.manage' as const } };

  api.get('/staff/roles', manage, async (request) => {
    const me = staffOf(request).staff.id;
    const [rows, members] = await Promise.all([
      pendingRoleRequests(server.db),
      listStaff(server.db),
    ]);
    const emailOf = new Map(members.map((m) => [m.id, m.email]));
    return {
      rows: rows.map((r) => ({
        id: r.id,
        email: emailOf.get(r.staffId) ?? null,
        from: r.fromRole,
        to: r.toRole,
        askedBy: emailOf.get(r.askedBy) ?? null,
        askedAt: r.askedAt.toISOString(),
        // The asker waits for another admin: no button is offered to them.
        mine: r.askedBy === me,
      })),
    };
  });

  api.post<{ Body: { email: string; role: string } }>(
    '/staff/role',
    {
      ...manage,
      schema: {
        body: {
          type: 'object',
          required: ['email', 'role'],
          additionalProperties: false,
          properties: {
            email: { type: 'string', maxLength: 200 },
            role: { type: 'string', maxLength: 40 },
          },
        },
      },
    },
    async (request) =>
      changeRole(server, staffOf(request).staff, { ...request.body, ip: request.ip }),
  );

  for (const verdict of ['approve', 'decline'] as const)
    api.post<IdParams>(`/staff/role/:id/${verdict}`, manage, async (request) =>
      decideRole(server, staffOf(request).staff, {
        id: Number(request.params.id) || 0,
        approve: verdict === 'approve',
        ip: request.ip,
      }),
    );
}
