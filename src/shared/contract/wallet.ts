/** Calls served by src/server/features/wallet: binding the payout wallet (spec §7). */
import { endpoint, object } from './define';
import { bankCode, mobile, progress, smsCode } from './fields';

export const wallet = {
  addBankCard: endpoint({
    method: 'POST',
    path: '/user/addBankCard',
    auth: true,
    summary: 'Binds the wallet the loan is paid into, after an SMS code of type bindCard',
    request: object({ bankCode, account: mobile, code: smsCode }),
    response: progress,
  }),
} as const;
