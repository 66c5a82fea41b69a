/**
 * Binding the wallet a loan is paid into (docs/product.md §7 /user/addBankCard): the borrower proves the
 * wallet number is theirs with an SMS code of type bindCard sent to that number and, when it is
 * not the account's own number, a second one sent to the account's own number (ownCode), so a
 * stolen session alone cannot redirect the money. A wallet that replaces another waits a
 * cooling-off time before its first payout (docs/decisions/0022-new-wallet-cooling-off.md).
 */
import { ApiError } from '../../api-error';
import { COUNTRY_FACTS } from '../../../shared/countries';
import { coolingUntilFor } from '../../domain/wallet-cooling';
import type { ServerDeps } from '../../types';
import { checkCode, consumeSmsCode, requireMobile, sendCode } from '../auth';
import { findUser, profileProgress } from '../orders';
import { productOf } from '../products';
import { queueSms, sendQueued, smsLanguage } from '../sms';
import { findWallet, saveWallet, type WalletRow } from './repo';

const HOUR_MS = 3_600_000;

export async function addBankCard(
  deps: ServerDeps,
  userId: number,
  input: { bankCode: WalletRow['bankCode']; account: string; code: string; ownCode?: string },
) {
  const user = await findUser(deps.db, userId);
  if (!user) throw new ApiError('tokenInvalid');
  const { e164, country } = requireMobile(input.account, user.country);
  // Loans are paid out and collected on the rails of the borrower's country: its wallets, its numbers.
  const offered: readonly string[] = COUNTRY_FACTS[user.country].wallets;
  if (country !== user.country || !offered.includes(input.bankCode)) {
    throw new ApiError('walletInvalid', [{ field: 'account', key: 'errors:walletInvalid' }]);
  }
  // The owner's phone first: it is what a stolen session lacks. One number, one code.
  const own = e164 === user.mobile;
  const ownCodeId = own ? undefined : await checkOwnCode(deps, user.mobile, input.ownCode);
  const codeId = await checkCode(deps, e164, 'bindCard', input.code);
  const now = deps.clock();
  const before = await findWallet(deps.db, userId);
  const coolingUntil = coolingUntilFor({
    before,
    account: e164,
    ownNumber: user.mobile,
    hours: productOf(user.country).newWalletCoolingOffHours,
    now,
  });
  const noticeId = await deps.db.transaction(async (tx) => {
    for (const id of [codeId, ownCodeId]) {
      if (id !== undefined && !(await consumeSmsCode(tx, id, new Date(now))))
        throw new ApiError('codeInvalid');
    }
    await saveWallet(tx, {
      userId,
      bankCode: input.bankCode,
      account: e164,
      updatedAt: new Date(now),
      coolingUntil,
    });
    // A taken-over account cannot move the money unseen: a wallet other than the owner's own
    // number, or replacing another, is told to the owner on their own number.
    if (own || before?.account === e164) return undefined;
    // The last three digits: enough to recognise the wallet, not to reuse the number.
    // The support number is filled for every SMS by the outbox (sms/message-values.ts).
    const values = { wallet: `…${e164.slice(-3)}` };
    return queueSms(tx, deps, {
      key: `walletBound:${userId}:${now}`,
      mobile: user.mobile,
      userId,
      lang: smsLanguage(user.country, user.lang),
      ...(coolingUntil
        ? {
            template: 'notice.walletCooling',
            values: {
              ...values,
              hours: String(Math.ceil((coolingUntil.getTime() - now) / HOUR_MS)),
            },
          }
        : { template: 'notice.walletBound', values }),
    });
  });
  await sendQueued(deps, noticeId);
  return profileProgress(deps, userId);
}

/** Sends the bindCard code to the account's own number, in the request's language or the kept one. */
export async function requestOwnCode(
  deps: ServerDeps,
  userId: number,
  ip: string,
  lang?: string | readonly string[],
): Promise<{ resendAfter: number }> {
  const user = await findUser(deps.db, userId);
  if (!user) throw new ApiError('tokenInvalid');
  const inLang = smsLanguage(user.country, lang) ?? smsLanguage(user.country, user.lang);
  return { resendAfter: await sendCode(deps, user.mobile, 'bindCard', ip, inLang) };
}

/** The code sent to the account's own number; its refusals name the ownCode field. */
async function checkOwnCode(deps: ServerDeps, mobile: string, code: string | undefined) {
  if (code === undefined || code === '')
    throw new ApiError('codeRequired', [{ field: 'ownCode', key: 'errors:codeRequired' }]);
  try {
    return await checkCode(deps, mobile, 'bindCard', code);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(error.codeName, [{ field: 'ownCode', key: `errors:${error.codeName}` }]);
  }
}
