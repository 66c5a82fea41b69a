/**
 * SMS verification codes (DESIGN §6): 6 digits, stored hashed, valid 5 minutes, dead after 5
 * wrong tries, single use, bound to a purpose. Sends are limited per number (60 s apart, 10 a
 * day) and per IP, so the endpoint cannot be used to flood a phone or run up the SMS bill.
 */
import type { SmsPurpose } from '../../db/schema';
import { ApiError } from '../../api-error';
import type { ServerDeps } from '../../types';
import * as repo from './repo';
import { hashSmsCode, newSmsCode } from './secrets';

export const CODE_LIMITS = {
  lifetimeMs: 5 * 60_000,
  maxWrongTries: 5,
  resendAfterMs: 60_000,
  perNumberPerDay: 10,
  perIpPerHour: 30,
} as const;

const DAY_MS = 24 * 3_600_000;
const HOUR_MS = 3_600_000;

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'sms'>;

/** Creates and sends a code; returns seconds until another may be requested. */
export async function sendCode(
  deps: Deps,
  mobile: string,
  purpose: SmsPurpose,
  ip: string,
): Promise<number> {
  const now = deps.clock();
  const code = newSmsCode();
  await deps.db.transaction(async (tx) => {
    await repo.lockMobile(tx, mobile);
    const byIp = await repo.countSmsSince(tx, { ip }, new Date(now - HOUR_MS));
    if (byIp >= CODE_LIMITS.perIpPerHour) throw new ApiError('rateLimited');
    const today = await repo.countSmsSince(tx, { mobile }, new Date(now - DAY_MS));
    if (today >= CODE_LIMITS.perNumberPerDay) throw new ApiError('codeDailyLimit');
    const last = await repo.lastSmsSentAt(tx, mobile);
    if (last && now - last.getTime() < CODE_LIMITS.resendAfterMs)
      throw new ApiError('codeResendTooSoon');
    await repo.insertSmsCode(tx, {
      mobile,
      purpose,
      codeHash: hashSmsCode(mobile, purpose, code),
      expiresAt: new Date(now + CODE_LIMITS.lifetimeMs),
      ip,
      createdAt: new Date(now),
    });
  });
  await deps.sms.sendCode({ mobile, purpose, code });
  return CODE_LIMITS.resendAfterMs / 1000;
}

/**
 * Checks a code and returns its row id for `consumeSmsCode`. A wrong try is recorded at once
 * (outside any later transaction) so a failing request still counts.
 */
export async function checkCode(
  deps: Deps,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
): Promise<number> {
  const row = await repo.latestSmsCode(deps.db, mobile, purpose);
  if (!row || row.consumedAt !== null) throw new ApiError('codeInvalid');
  if (row.attempts >= CODE_LIMITS.maxWrongTries) throw new ApiError('codeTooManyTries');
  if (deps.clock() >= row.expiresAt.getTime()) throw new ApiError('codeExpired');
  if (row.codeHash !== hashSmsCode(mobile, purpose, code)) {
    const tries = await repo.addAttempt(deps.db, row.id);
    throw new ApiError(tries >= CODE_LIMITS.maxWrongTries ? 'codeTooManyTries' : 'codeInvalid');
  }
  return row.id;
}
