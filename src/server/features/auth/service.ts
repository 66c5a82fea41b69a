/** Sign-in rules (docs/architecture.md §3, §6): register, login, who is signed in, and token checks. */
import type { EndpointTypes } from '../../../shared/contract/types.gen';
import { ApiError } from '../../api-error';
import type { SmsPurpose } from '../../db/schema';
import type { AuthUser, ServerDeps } from '../../types';
import { smsLanguage } from '../sms';
import { requireMobile } from './mobile';
import { sessionCache } from './session-cache';
import * as repo from './repo';
import { hashToken, newToken } from './secrets';
import { checkCode, sendCode } from './sms-code-service';

export const TOKEN_LIFETIME_MS = 30 * 24 * 3_600_000;

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'sms' | 'config'>;
type Session = EndpointTypes['login']['response'];

/** Purposes that need an existing account, and the one that needs none. */
const needsAccount: ReadonlySet<SmsPurpose> = new Set(['login', 'deleteUser']);

export async function requestCode(
  deps: Deps,
  input: { mobile: string; type: SmsPurpose },
  ip: string,
  lang?: RequestLang,
) {
  const { e164, country } = requireMobile(input.mobile, deps.config.defaultCountry);
  // Refuse before sending, so no SMS is paid for a code that cannot be used.
  const user = await repo.findLiveUserByMobile(deps.db, e164);
  if (input.type === 'register' && user) throw new ApiError('alreadyRegistered');
  if (needsAccount.has(input.type) && !user) throw new ApiError('notRegistered');
  const inLang = smsLanguage(country, lang);
  return { resendAfter: await sendCode(deps, e164, input.type, ip, inLang) };
}

/** The `lang` header of a request, as Fastify hands it over. */
type RequestLang = string | readonly string[] | undefined;

/**
 * Keeps the borrower's language as their app last said it, for the SMS written without a request
 * (reminders, receipts, notices): one UPDATE, only when it changed.
 */
export async function rememberLanguage(
  deps: Pick<Deps, 'db'>,
  user: Pick<repo.UserRow, 'id' | 'country' | 'lang'>,
  lang: RequestLang,
): Promise<void> {
  const valid = smsLanguage(user.country, lang);
  if (valid !== undefined && valid !== user.lang) await repo.setUserLang(deps.db, user.id, valid);
}

export async function existsByMobile(deps: Deps, mobile: string): Promise<{ exists: boolean }> {
  const { e164 } = requireMobile(mobile, deps.config.defaultCountry);
  return { exists: (await repo.findLiveUserByMobile(deps.db, e164)) !== undefined };
}

async function startSession(db: Deps['db'], userId: number, now: number): Promise<Session> {
  const token = newToken();
  await repo.insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    createdAt: new Date(now),
    expiresAt: new Date(now + TOKEN_LIFETIME_MS),
  });
  return { token, userId: String(userId) };
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return (error as { code?: unknown }).code === '23505' || cause?.code === '23505';
}

export async function register(
  deps: Deps,
  input: { mobile: string; code: string },
  lang?: RequestLang,
): Promise<Session> {
  const { e164, country } = requireMobile(input.mobile, deps.config.defaultCountry);
  if (await repo.findLiveUserByMobile(deps.db, e164)) throw new ApiError('alreadyRegistered');
  const codeId = await checkCode(deps, e164, 'register', input.code);
  const now = deps.clock();
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await repo.consumeSmsCode(tx, codeId, new Date(now))))
        throw new ApiError('codeInvalid');
      const user = await repo.insertUser(tx, {
        mobile: e164,
        country,
        lang: smsLanguage(country, lang) ?? null,
        createdAt: new Date(now),
      });
      return startSession(tx, user.id, now);
    });
  } catch (error) {
    // Two registrations raced: the partial unique index on live numbers decides.
    if (isUniqueViolation(error)) throw new ApiError('alreadyRegistered');
    throw error;
  }
}

/** Starts a session and ends the user's others: one device at a time (§8 code 10010304). */
export async function login(
  deps: Deps,
  input: { mobile: string; code: string },
  lang?: RequestLang,
): Promise<Session> {
  const { e164 } = requireMobile(input.mobile, deps.config.defaultCountry);
  const user = await repo.findLiveUserByMobile(deps.db, e164);
  if (!user) throw new ApiError('notRegistered');
  const codeId = await checkCode(deps, e164, 'login', input.code);
  const now = deps.clock();
  const session = await deps.db.transaction(async (tx) => {
    if (!(await repo.consumeSmsCode(tx, codeId, new Date(now)))) throw new ApiError('codeInvalid');
    await repo.endUserSessions(tx, user.id, 'replaced', new Date(now));
    await rememberLanguage({ db: tx }, user, lang);
    return startSession(tx, user.id, now);
  });
  // Again after the commit: a token check running meanwhile may have read the old session open.
  sessionCache.forgetUser(user.id);
  return session;
}

/** Ends the calling session: its token is refused from now on (the cached copy too). */
export async function logout(deps: Pick<Deps, 'db' | 'clock'>, user: AuthUser): Promise<object> {
  await repo.endSession(deps.db, user.sessionId, 'logout', new Date(deps.clock()));
  return {};
}

export async function userInfo(
  deps: Deps,
  userId: number,
  lang?: RequestLang,
): Promise<EndpointTypes['getUserInfo']['response']> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user || user.deletedAt !== null) throw new ApiError('tokenInvalid');
  // The app asks who is signed in when it opens: a language changed in it is kept here.
  await rememberLanguage(deps, user, lang);
  return {
    userId: String(user.id),
    mobile: user.mobile,
    country: user.country,
    createdAt: Math.floor(user.createdAt.getTime() / 1000),
  };
}

/** Resolves the Authorization header (raw token or `Bearer <token>`) to the signed-in user. */
export async function authenticate(
  deps: Pick<Deps, 'db' | 'clock'>,
  header: string | undefined,
): Promise<AuthUser> {
  const token = header?.replace(/^Bearer\s+/i, '').trim();
  if (!token) throw new ApiError('notLoggedIn');
  const tokenHash = hashToken(token);
  const now = deps.clock();
  const cached = sessionCache.get(tokenHash);
  if (cached && now < cached.expiresAt) {
    const { userId, sessionId, country, mobile } = cached;
    return { userId, sessionId, country, mobile };
  }
  const epoch = sessionCache.epoch; // before the read: see SessionCache.set
  const found = await repo.findSessionByHash(deps.db, tokenHash);
  if (!found || found.userDeletedAt !== null) throw new ApiError('tokenInvalid');
  const { session } = found;
  if (session.endReason === 'replaced') throw new ApiError('loggedInElsewhere');
  if (session.endReason === 'expired') throw new ApiError('tokenExpired');
  if (session.endedAt !== null) throw new ApiError('tokenInvalid');
  if (now >= session.expiresAt.getTime()) {
    await repo.endSession(deps.db, session.id, 'expired', new Date(now));
    throw new ApiError('tokenExpired');
  }
  const user = {
    userId: session.userId,
    sessionId: session.id,
    country: found.country,
    mobile: found.mobile,
  };
  sessionCache.set(tokenHash, { ...user, expiresAt: session.expiresAt.getTime() }, epoch);
  return user;
}
