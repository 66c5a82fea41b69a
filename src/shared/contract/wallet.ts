/** Calls served by src/server/features/wallet: binding the payout wallet (docs/product.md §7). */
import { endpoint, object } from './define';
import { bankCode, mobile, progress, smsCode } from './fields';

export const wallet = {
  getVerifyCodeBindCard: endpoint({
    method: 'POST',
    path: '/security/getVerifyCode-bindCard',
    auth: true,
    summary:
      "Sends a bindCard SMS code to the signed-in borrower's own number: the ownCode of addBankCard for a wallet on another number",
    response: object({ resendAfter: { type: 'integer', minimum: 0 } }),
  }),
  addBankCard: endpoint({
    method: 'POST',
    path: '/user/addBankCard',
    auth: true,
    summary:
      "Binds the wallet the loan is paid into, after an SMS code of type bindCard to that number (code) and, for a wallet other than the account's own number, one to the account's own number (ownCode); a wallet replacing another waits newWalletCoolingOffHours before its first payout",
    request: object({ bankCode, account: mobile, code: smsCode, ownCode: smsCode }, [
      'bankCode',
      'account',
      'code',
    ]),
    response: progress,
  }),
} as const;
