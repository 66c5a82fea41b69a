/**
 * SMS verification codes (docs/architecture.md §6): 6 digits, stored hashed, valid 5 minutes, dead after 5
 * wrong tries, single use, bound to a purpose. Sends are limited per number here (60 s apart, 10 a
 * day) and per device and address before they reach it (budgets.ts), so the endpoint cannot be
 * used to flood a phone or run up the SMS bill. Only the number's own sends are serialised: a
 * carrier NAT puts a town behind one address, and its sends for different numbers run side by side.
 */
import type { SmsPurpose } from '../../db/schema';
import { ApiError } from '../../api-error';
import type { ServerDeps } from '../../types';
import * as repo from './repo';
import { queueSms, sendQueued } from '../sms';
import { hashSmsCode, newSmsCode } from './secrets';

export const CODE_LIMITS = {
  lifetimeMs: 5 * 60_000,
  maxWrongTries: 5,
  resendAfterMs: 60_000,
  perNumberPerDay: 10,
} as const;

const DAY_MS = 24 * 3_600_000;

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'sms' | 'config'>;

/** Creates and sends a code; returns seconds until another may be requested. */
export async function sendCode(
  deps: Deps,
  mobile: string,
  purpose: SmsPurpose,
  ip: string,
  /** The language of the request (checked against the number's country by the outbox's caller). */
  lang?: string,
): Promise<number> {
  const now = deps.clock();
  const code = newSmsCode();
  const queued = await deps.db.transaction(async (tx) => {
    await repo.lockMobile(tx, mobile);
    const today = await repo.countSmsSince(tx, mobile, new Date(now - DAY_MS));
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
    // The SMS is an outbox row of this transaction, its code sealed; sent just after the commit.
    return queueSms(tx, deps, {
      key: `code:${mobile}:${purpose}:${now}`,
      mobile,
      template: `code.${purpose}`,
      values: { code },
      lang,
      expiresAt: now + CODE_LIMITS.lifetimeMs,
    });
  });
  await sendQueued(deps, queued);
  return CODE_LIMITS.resendAfterMs / 1000;
}

/**
 * Checks a code and returns its row id for `consumeSmsCode`. The try is counted in one statement
 * before the code is compared (repo.takeSmsCodeTry), committed at once outside any later
 * transaction: every evaluated request counts, however many run in parallel on however many
 * servers, and once the tries are spent even the right code is refused until a new one is sent.
 */
export async function checkCode(
  deps: Deps,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
): Promise<number> {
  const now = new Date(deps.clock());
  const row = await repo.takeSmsCodeTry(deps.db, mobile, purpose, CODE_LIMITS.maxWrongTries, now);
  if (!row) throw new ApiError(await whyRefused(deps, mobile, purpose, now));
  if (row.codeHash !== hashSmsCode(mobile, purpose, code))
    throw new ApiError(
      row.attempts >= CODE_LIMITS.maxWrongTries ? 'codeTooManyTries' : 'codeInvalid',
    );
  return row.id;
}

/** Why no try could be taken, read after the fact (it only picks the message). */
async function whyRefused(deps: Deps, mobile: string, purpose: SmsPurpose, now: Date) {
  const row = await repo.latestSmsCode(deps.db, mobile, purpose);
  if (!row || row.consumedAt !== null) return 'codeInvalid';
  if (row.attempts >= CODE_LIMITS.maxWrongTries) return 'codeTooManyTries';
  if (now.getTime() >= row.expiresAt.getTime()) return 'codeExpired';
  return 'codeInvalid';
}
