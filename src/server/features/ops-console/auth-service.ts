/**
 * Staff sign-in (password + TOTP), cookie sessions with an idle timeout, and the lock after
 * failed tries. Tokens are 32 random bytes kept hashed, like the borrower's.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config';
import { ApiError } from '../../api-error';
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

const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+$/;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
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
  if (!EMAIL_SHAPE.test(address) || !isStaffRole(role)) throw new ApiError('badInput');
  if (await repo.findStaffByEmail(deps.db, address)) throw new ApiError('exists');
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

/**
 * An account with secrets the caller chose: the demo book's members, whose sign-ins are printed
 * for the demo (src/server/ops/demo-book/staff.ts). Never for a lender's staff: `addStaff` is.
 */
export async function addStaffWithSecrets(
  deps: Deps,
  member: { email: string; role: StaffRole; password: string; totpSecret: string },
): Promise<StaffIdentity> {
  const row = await repo.insertStaff(deps.db, {
    email: member.email,
    role: member.role,
    passwordHash: await hashPassword(member.password),
    totpSecret: member.totpSecret,
    createdAt: new Date(deps.clock()),
  });
  return identity(row);
}

/** The e-mail as typed, only when it has an e-mail's shape: a password typed there is never kept. */
export function auditableEmail(typed: string): string | null {
  const address = typed.trim().toLowerCase();
  return address.length <= 100 && EMAIL_SHAPE.test(address) ? address : null;
}

let dummyHash: Promise<string> | undefined;
/**
 * Unknown and disabled e-mails cost the same scrypt work as a known one, so the answer's time
 * does not tell which e-mails have accounts.
 */
async function wasteHashWork(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(password, await dummyHash);
}

/** Whether both secrets hold and the code's step was not used before (no replay, even racing). */
async function secretsHold(deps: Deps, row: repo.StaffRow, password: string, code: string) {
  const step = matchTotp(row.totpSecret, code, deps.clock());
  const passwordHolds = await verifyPassword(password, row.passwordHash);
  return passwordHolds && step !== null && repo.claimTotpStep(deps.db, row.id, step);
}

export async function signIn(
  deps: Deps,
  input: { email: string; password: string; code: string; ip: string },
): Promise<{ token: string; session: LiveStaffSession }> {
  const now = deps.clock();
  const row = await repo.findStaffByEmail(deps.db, input.email.trim().toLowerCase());
  if (!row || row.disabledAt) {
    await wasteHashWork(input.password);
    await audit(deps, null, 'signin.fail', null, { email: auditableEmail(input.email) }, input.ip);
    throw new ApiError('badCredentials');
  }
  // The attempt is counted before any secret is compared: a burst past the limit is refused here.
  const attempt = await repo.claimSignInAttempt(
    deps.db,
    row.id,
    new Date(now),
    MAX_FAILED_TRIES,
    new Date(now + LOCK_MS),
  );
  if (!attempt) {
    await audit(deps, row.id, 'signin.locked', `staff:${row.id}`, {}, input.ip);
    throw new ApiError('locked');
  }
  if (!(await secretsHold(deps, row, input.password, input.code))) {
    const action = attempt.locks ? 'signin.lock' : 'signin.fail';
    await audit(deps, row.id, action, `staff:${row.id}`, {}, input.ip);
    throw new ApiError('badCredentials');
  }
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  // The session and its audit row commit together: no sign-in goes unrecorded.
  const live = await deps.db.transaction(async (tx) => {
    await repo.insertSession(tx, {
      tokenHash: hashToken(token),
      csrfToken,
      staffId: row.id,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
    });
    await audit({ ...deps, db: tx }, row.id, 'signin', `staff:${row.id}`, {}, input.ip);
    return repo.findLiveSession(tx, hashToken(token));
  });
  if (!live) throw new Error('staff session vanished');
  return { token, session: { sessionId: live.session.id, csrfToken, staff: identity(row) } };
}

/** The live session of a cookie value, touched; an idle, too old or disabled one ends here. */
export async function resumeSession(
  deps: Deps & { readonly config: Pick<AppConfig, 'staffSessionMaxHours'> },
  token: string | undefined,
): Promise<LiveStaffSession | null> {
  if (!token) return null;
  const found = await repo.findLiveSession(deps.db, hashToken(token));
  if (!found) return null;
  const now = deps.clock();
  const lifetimeMs = deps.config.staffSessionMaxHours * 3600_000;
  if (
    found.staff.disabledAt ||
    now - found.session.lastSeenAt.getTime() > IDLE_TIMEOUT_MS ||
    // A busy session ends too: a stolen cookie kept alive by polling is not valid for ever.
    now - found.session.createdAt.getTime() > lifetimeMs
  ) {
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
  await deps.db.transaction(async (tx) => {
    await repo.updateSession(tx, session.sessionId, { endedAt: new Date(deps.clock()) });
    await audit(
      { ...deps, db: tx },
      session.staff.id,
      'signout',
      `staff:${session.staff.id}`,
      {},
      ip,
    );
  });
}
