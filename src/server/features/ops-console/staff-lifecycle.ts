/**
 * Offboarding and recovery of a staff member (admin only, console and CLI alike): disable, enable,
 * a new password, a new authenticator. Each change, the end of the member's sessions and its
 * audit row are one transaction: a disabled member's open console stops at its next request.
 */
import { randomBytes } from 'node:crypto';
import { ApiError } from '../../api-error';
import type { ServerDeps } from '../../types';
import { audit } from './audit';
import { hashPassword } from './password';
import * as repo from './staff-repo';
import { newTotpSecret } from './totp';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

export const STAFF_CHANGES = ['disable', 'enable', 'password', 'authenticator'] as const;
export type StaffChange = (typeof STAFF_CHANGES)[number];

export const isStaffChange = (value: string): value is StaffChange =>
  (STAFF_CHANGES as readonly string[]).includes(value);

/** Who asks: a signed-in admin (their id and address) or the command line. */
export interface StaffActor {
  readonly staffId: number | null;
  readonly ip: string | null;
}

/** What the member needs to hear once: a new password or a new authenticator secret. */
export interface StaffChangeResult {
  readonly staff: { readonly id: number; readonly email: string };
  readonly password?: string;
  readonly totpSecret?: string;
  readonly sessionsEnded: number;
}

async function newValues(change: StaffChange, now: Date) {
  switch (change) {
    case 'disable':
      return { values: { disabledAt: now }, shown: {} };
    case 'enable':
      return { values: { disabledAt: null, failedTries: 0, lockedUntil: null }, shown: {} };
    case 'password': {
      const password = randomBytes(12).toString('base64url');
      return { values: { passwordHash: await hashPassword(password) }, shown: { password } };
    }
    case 'authenticator': {
      const totpSecret = newTotpSecret();
      return { values: { totpSecret, lastTotpStep: null }, shown: { totpSecret } };
    }
  }
}

/**
 * Applies one change to the member with this e-mail. An admin may not disable themselves (the
 * last admin could lock everyone out); the command line may.
 */
export async function changeStaff(
  deps: Deps,
  actor: StaffActor,
  email: string,
  change: StaffChange,
): Promise<StaffChangeResult> {
  const row = await repo.findStaffByEmail(deps.db, email.trim().toLowerCase());
  if (!row) throw new ApiError('badInput');
  if (change === 'disable' && actor.staffId === row.id) throw new ApiError('badInput');
  const now = new Date(deps.clock());
  const { values, shown } = await newValues(change, now);
  const sessionsEnded = await deps.db.transaction(async (tx) => {
    await repo.updateStaff(tx, row.id, values);
    // Enabling ends nothing; every other change ends what the old state let in.
    const ended = change === 'enable' ? 0 : await repo.endSessionsOf(tx, row.id, now);
    const by = actor.staffId === null ? { by: 'cli' } : {};
    await audit(
      { db: tx, clock: deps.clock },
      actor.staffId,
      `staff.${change}`,
      `staff:${row.id}`,
      { ...by, sessionsEnded: ended },
      actor.ip,
    );
    return ended;
  });
  return { staff: { id: row.id, email: row.email }, ...shown, sessionsEnded };
}
