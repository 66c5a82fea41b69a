/**
 * A member's role changed by an admin in the console (decision 0048). A change that grants no
 * action the member lacks applies at once; one that raises access waits for a second admin, who
 * approves (the role changes) or declines it. The asker never decides their own. Whenever the role
 * changes, the member's sessions end, and each step is an audit row with the roles before and after.
 */
import { ApiError } from '../../api-error';
import type { Tx } from '../../db/tx';
import type { ServerDeps } from '../../types';
import { auditInTx } from './audit';
import type { StaffIdentity } from './auth-service';
import { actionsOf, isStaffRole, type StaffRole } from './permissions';
import * as repo from './staff-repo';
import * as requests from './staff-roles-repo';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

/** Whether `to` grants any action `from` lacks: then a second admin approves. */
export function raisesAccess(from: StaffRole, to: StaffRole): boolean {
  const had = new Set(actionsOf(from));
  return actionsOf(to).some((action) => !had.has(action));
}

async function applyRole(tx: Tx, staffId: number, role: StaffRole, now: Date): Promise<number> {
  await repo.updateStaff(tx, staffId, { role });
  return repo.endSessionsOf(tx, staffId, now);
}

export type RoleChangeResult =
  | { readonly outcome: 'changed'; readonly sessionsEnded: number }
  | { readonly outcome: 'waiting'; readonly requestId: number };

/** Asks for `email`'s role to become `role`: applied now, or a request for a second admin. */
export async function changeRole(
  deps: Deps,
  admin: StaffIdentity,
  input: { email: string; role: string; ip: string | null },
): Promise<RoleChangeResult> {
  if (!isStaffRole(input.role)) throw new ApiError('badInput');
  const to = input.role;
  const member = await repo.findStaffByEmail(deps.db, input.email.trim().toLowerCase());
  if (!member) throw new ApiError('notFound');
  // An admin's own role is changed by another admin: no one lowers themselves out of the console.
  if (member.id === admin.id || member.role === to) throw new ApiError('badInput');
  const now = new Date(deps.clock());
  const target = `staff:${member.id}`;
  const change = { from: member.role, to };
  return deps.db.transaction(async (tx) => {
    if (!raisesAccess(member.role, to)) {
      const sessionsEnded = await applyRole(tx, member.id, to, now);
      await auditInTx(
        tx,
        deps,
        admin.id,
        'staff.role',
        target,
        { ...change, sessionsEnded },
        input.ip,
      );
      return { outcome: 'changed' as const, sessionsEnded };
    }
    const request = await requests.insertRoleRequest(tx, {
      staffId: member.id,
      fromRole: member.role,
      toRole: to,
      askedBy: admin.id,
      askedAt: now,
    });
    if (!request) throw new ApiError('exists');
    const detail = { ...change, requestId: request.id };
    await auditInTx(tx, deps, admin.id, 'staff.role.request', target, detail, input.ip);
    return { outcome: 'waiting' as const, requestId: request.id };
  });
}

/** A second admin approves (the role changes, sessions end) or declines a pending request. */
export async function decideRole(
  deps: Deps,
  admin: StaffIdentity,
  input: { id: number; approve: boolean; ip: string | null },
): Promise<{ status: 'approved' | 'declined'; sessionsEnded: number }> {
  const now = new Date(deps.clock());
  return deps.db.transaction(async (tx) => {
    const request = await requests.lockPendingRequest(tx, input.id);
    if (!request) throw new ApiError('notPending');
    if (request.askedBy === admin.id) throw new ApiError('ownRequest');
    const status = input.approve ? ('approved' as const) : ('declined' as const);
    await requests.decideRoleRequest(tx, request.id, {
      status,
      decidedBy: admin.id,
      decidedAt: now,
    });
    // The member's role may have moved since the request: approval sets the asked role.
    const sessionsEnded = input.approve
      ? await applyRole(tx, request.staffId, request.toRole, now)
      : 0;
    const detail = {
      from: request.fromRole,
      to: request.toRole,
      requestId: request.id,
      askedBy: request.askedBy,
      sessionsEnded,
    };
    const action = input.approve ? 'staff.role.approve' : 'staff.role.decline';
    await auditInTx(tx, deps, admin.id, action, `staff:${request.staffId}`, detail, input.ip);
    return { status, sessionsEnded };
  });
}
