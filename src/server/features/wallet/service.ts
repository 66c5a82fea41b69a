/**
 * Binding the wallet a loan is paid into (spec §7 /user/addBankCard): the borrower proves the
 * wallet number is theirs with an SMS code of type bindCard sent to that number, then the order
 * moves to its next step.
 */
import { ApiError } from '../../api-error';
import { COUNTRY_FACTS } from '../../../shared/countries';
import type { ServerDeps } from '../../types';
import { requireMobile } from '../auth/mobile';
import { consumeSmsCode } from '../auth/repo';
import { checkCode } from '../auth/sms-code-service';
import { profileProgress } from '../orders/progress';
import { findUser } from '../orders/repo';
import { saveWallet, type WalletRow } from './repo';

export async function addBankCard(
  deps: ServerDeps,
  userId: number,
  input: { bankCode: WalletRow['bankCode']; account: string; code: string },
) {
  const user = await findUser(deps.db, userId);
  if (!user) throw new ApiError('tokenInvalid');
  const { e164, country } = requireMobile(input.account, user.country);
  // Loans are paid out and collected on the rails of the borrower's country: its wallets, its numbers.
  const offered: readonly string[] = COUNTRY_FACTS[user.country].wallets;
  if (country !== user.country || !offered.includes(input.bankCode)) {
    throw new ApiError('walletInvalid', [{ field: 'account', key: 'errors:walletInvalid' }]);
  }
  const codeId = await checkCode(deps, e164, 'bindCard', input.code);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    if (!(await consumeSmsCode(tx, codeId, new Date(now)))) throw new ApiError('codeInvalid');
    await saveWallet(tx, {
      userId,
      bankCode: input.bankCode,
      account: e164,
      updatedAt: new Date(now),
    });
  });
  return profileProgress(deps, userId);
}
