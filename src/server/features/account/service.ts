/**
 * Account deletion (docs/product.md §4, §6): check, SMS code of purpose deleteUser, a short-lived ticket,
 * then deletion with one reason. Every session ends, personal data and files are erased, the
 * loan, repayment and ledger records stay as lending records law requires (retention.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { EndpointTypes } from '../../../shared/contract/types.gen';
import { ApiError } from '../../api-error';
import type { ServerDeps } from '../../types';
import {
  checkCode,
  consumeSmsCode,
  endUserSessions,
  findUserById,
  sendCode,
  sessionCache,
  type UserRow,
} from '../auth';
import { eraseSmsOf, smsLanguage } from '../sms';
import { deleteUnusedCoupons } from '../coupons';
import { deleteUserFeedback } from '../feedback';
import { closeUserIntents } from '../ledger';
import { openBusiness } from '../orders';
import { eraseUserFiles } from './erase-files';
import { isDeleteReason } from './reason';
import * as repo from './repo';
import { retainUntil, retention } from './retention';

/** A ticket lives long enough to read the confirm modal, not longer. */
export const TICKET_LIFETIME_MS = 10 * 60_000;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

async function liveUser(deps: ServerDeps, userId: number): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user || user.deletedAt !== null) throw new ApiError('tokenInvalid');
  return user;
}

/** Refuses while a loan is unpaid or an application is in flight (the loan feature decides). */
async function refuseIfOpen(deps: ServerDeps, userId: number): Promise<void> {
  const standing = await openBusiness(deps, userId);
  if (!standing.open) return;
  throw new ApiError(
    standing.reason === 'unpaidLoan' ? 'deleteBlockedUnpaid' : 'deleteBlockedPending',
  );
}

export async function check(
  deps: ServerDeps,
  userId: number,
): Promise<EndpointTypes['userDeleteCheck']['response']> {
  const standing = await openBusiness(deps, userId);
  const kept = retention(deps.config.recordRetentionYears);
  if (!standing.open) return { canDelete: true, retention: kept };
  return {
    canDelete: false,
    blockedBy: standing.reason,
    orderNo: standing.orderNo,
    retention: kept,
  };
}

export async function requestCode(
  deps: ServerDeps,
  userId: number,
  ip: string,
  lang?: string | readonly string[],
): Promise<{ resendAfter: number }> {
  const user = await liveUser(deps, userId);
  await refuseIfOpen(deps, userId);
  // The language of the request, else the one the borrower's app last used.
  const inLang = smsLanguage(user.country, lang) ?? smsLanguage(user.country, user.lang);
  return { resendAfter: await sendCode(deps, user.mobile, 'deleteUser', ip, inLang) };
}

export async function verifyCode(deps: ServerDeps, userId: number, code: string) {
  const user = await liveUser(deps, userId);
  const codeId = await checkCode(deps, user.mobile, 'deleteUser', code);
  const now = deps.clock();
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + TICKET_LIFETIME_MS);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeSmsCode(tx, codeId, new Date(now)))) throw new ApiError('codeInvalid');
    await repo.insertTicket(tx, {
      userId,
      ticketHash: hashTicket(ticket),
      expiresAt,
      createdAt: new Date(now),
    });
  });
  return { ticket, expiresAt: Math.floor(expiresAt.getTime() / 1000) };
}

export async function deleteAccount(
  deps: ServerDeps,
  userId: number,
  input: EndpointTypes['userDelete']['request'],
): Promise<EndpointTypes['userDelete']['response']> {
  if (!isDeleteReason(input.reason)) {
    throw new ApiError('deleteReasonRequired', [
      { field: 'reason', key: 'errors:deleteReasonRequired' },
    ]);
  }
  const user = await liveUser(deps, userId);
  await refuseIfOpen(deps, userId);
  const now = new Date(deps.clock());
  const until = retainUntil(now.getTime(), deps.config.recordRetentionYears);
  const reason = input.reason;
  await deps.db.transaction(async (tx) => {
    if (!(await repo.useTicket(tx, userId, hashTicket(input.ticket), now)))
      throw new ApiError('deleteTicketInvalid');
    await endUserSessions(tx, userId, 'logout', now);
    // A cashier order left open must not collect from a deleted account.
    await closeUserIntents(tx, userId, now.getTime());
    await deleteUserFeedback(tx, userId);
    await deleteUnusedCoupons(tx, userId);
    await repo.erasePersonalRows(tx, userId, user.mobile);
    await eraseSmsOf(tx, userId, user.mobile);
    await repo.anonymiseUser(tx, userId, now);
    await repo.insertDeletion(tx, { userId, reason, deletedAt: now, retainUntil: until });
  });
  // Again after the commit: a token check running meanwhile may have read a session still open.
  sessionCache.forgetUser(userId);
  // After the commit: a failed deletion must not have lost the files of a live account.
  await eraseUserFiles(deps.config.dataDir, userId);
  return {
    retention: retention(deps.config.recordRetentionYears),
    retainedUntil: Math.floor(until.getTime() / 1000),
  };
}
