/**
 * Staff sign-in (password + TOTP), cookie sessions with an idle timeout, and the lock after
 * failed tries. Tokens are 32 random bytes kept hashed, like the borrower's.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ServerDeps } from '../../types';
import { hashPassword, verifyPassword } from './password';
import { isStaffRole, type StaffRole } from './permissions';
import * as repo from './staff-repo';
import { audit } from './audit';
import { matchTotp, newTotpSecret } from './totp';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

export const MAX_FAILED_TRIES = 5;
export const LOCK_MS = 15 * 60_000;
/** A session unused this long ends (a console left open on a shared desk). */
export const IDLE_TIMEOUT_MS = 15 * 60_000;

export class OpsAuthError extends Error {
  constructor(readonly reason: 'badCredentials' | 'locked' | 'exists' | 'badInput') {
    super(reason);
  }
}

export interface StaffIdentity {
  readonly id: number;
  readonly email: string;
  readonly role: StaffRole;
}

export interface LiveStaffSession {
  readonly sessionId: number;
  readonly csrfToken: string;
  readonly staff: StaffIdentity;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const identity = (row: repo.StaffRow): StaffIdentity => ({
  id: row.id,
  email: row.email,
  role: row.role,
});

/** Creates an account with a generated password and TOTP secret, shown once to the admin. */
export async function addStaff(
  deps: Deps,
  email: string,
  role: string,
): Promise<{ staff: StaffIdentity; password: string; totpSecret: string }> {
  const address = email.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+$/.test(address) || !isStaffRole(role)) throw new OpsAuthError('badInput');
  if (await repo.findStaffByEmail(deps.db, address)) throw new OpsAuthError('exists');
  const password = randomBytes(12).toString('base64url');
  const totpSecret = newTotpSecret();
  const row = await repo.insertStaff(deps.db, {
    email: address,
    role,
    passwordHash: await hashPassword(password),
    totpSecret,
    createdAt: new Date(deps.clock()),
  });
  return { staff: identity(row), password, totpSecret };
}

async function fail(deps: Deps, row: repo.StaffRow, now: number, ip: string): Promise<never> {
  const tries = row.failedTries + 1;
  const locks = tries >= MAX_FAILED_TRIES;
  await repo.updateStaff(deps.db, row.id, {
    failedTries: locks ? 0 : tries,
    lockedUntil: locks ? new Date(now + LOCK_MS) : row.lockedUntil,
  });
  await audit(deps, row.id, locks ? 'signin.lock' : 'signin.fail', `staff:${row.id}`, {}, ip);
  throw new OpsAuthError('badCredentials');
}

export async function signIn(
  deps: Deps,
  input: { email: string; password: string; code: string; ip: string },
): Promise<{ token: string; session: LiveStaffSession }> {
  const now = deps.clock();
  const row = await repo.findStaffByEmail(deps.db, input.email.trim().toLowerCase());
  if (!row || row.disabledAt) {
    await audit(deps, null, 'signin.fail', null, { email: input.email.slice(0, 100) }, input.ip);
    throw new OpsAuthError('badCredentials');
  }
  if (row.lockedUntil && row.lockedUntil.getTime() > now) {
    await audit(deps, row.id, 'signin.locked', `staff:${row.id}`, {}, input.ip);
    throw new OpsAuthError('locked');
  }
  const step = matchTotp(row.totpSecret, input.code, now);
  if (!(await verifyPassword(input.password, row.passwordHash)) || step === null)
    return fail(deps, row, now, input.ip);
  if (!(await repo.claimTotpStep(deps.db, row.id, step))) return fail(deps, row, now, input.ip);
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  await repo.insertSession(deps.db, {
    tokenHash: hashToken(token),
    csrfToken,
    staffId: row.id,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
  });
  const live = await repo.findLiveSession(deps.db, hashToken(token));
  if (!live) throw new Error('staff session vanished');
  await audit(deps, row.id, 'signin', `staff:${row.id}`, {}, input.ip);
  return { token, session: { sessionId: live.session.id, csrfToken, staff: identity(row) } };
}

/** The live session of a cookie value, touched; an idle or disabled one ends here. */
export async function resumeSession(
  deps: Deps,
  token: string | undefined,
): Promise<LiveStaffSession | null> {
  if (!token) return null;
  const found = await repo.findLiveSession(deps.db, hashToken(token));
  if (!found) return null;
  const now = deps.clock();
  if (found.staff.disabledAt || now - found.session.lastSeenAt.getTime() > IDLE_TIMEOUT_MS) {
    await repo.updateSession(deps.db, found.session.id, { endedAt: new Date(now) });
    return null;
  }
  await repo.updateSession(deps.db, found.session.id, { lastSeenAt: new Date(now) });
  return {
    sessionId: found.session.id,
    csrfToken: found.session.csrfToken,
    staff: identity(found.staff),
  };
}

export async function signOut(deps: Deps, session: LiveStaffSession, ip: string): Promise<void> {
  await repo.updateSession(deps.db, session.sessionId, { endedAt: new Date(deps.clock()) });
  await audit(deps, session.staff.id, 'signout', `staff:${session.staff.id}`, {}, ip);
}
