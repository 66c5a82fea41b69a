/**
 * The simulated Transaction Status (a payout by its OriginatorConversationID, a payment to us by
 * its receipt; unknown ones answer NOT_FOUND) and Account Balance (the Working, Float, Utility,
 * Charges Paid and Organization Settlement accounts). Both answer with a Result to ResultURL,
 * listed as the documentation's examples list them.
 */
import { randomBytes } from 'node:crypto';
import type * as T from '../../src/server/providers/rails/daraja/types';
import { error, id, type Txn } from './daraja-sim-lipa';
import type { B2CTxn } from './daraja-sim-b2c';
import type { Initiator } from './daraja-sim-initiator';
import {
  accepted,
  compact,
  INITIATOR_INVALID,
  money,
  NOT_FOUND,
  reference,
  type PostResult,
} from './daraja-sim-results';
import type { Reply, Request } from './kit';

export interface QueryDeps {
  readonly o: { shortCode: string; working: number };
  readonly clock: () => number;
  readonly accounts: { float: number };
  readonly b2c: ReadonlyMap<string, B2CTxn>;
  readonly txns: readonly Txn[];
  readonly initiator: Initiator;
  readonly result: PostResult;
}

export function queryRoutes(d: QueryDeps): Record<string, (r: Request) => Reply> {
  const { o, initiator, result } = d;
  return {
    '/mpesa/transactionstatus/v1/query': ({ body }) => {
      const b = body as T.TransactionStatusRequest;
      if (!initiator.credentialReadable(b.SecurityCredential))
        return error(400, '400.002.02', 'Bad Request - Invalid SecurityCredential');
      const label = `status:${b.OriginalConversationID ?? b.TransactionID}:${randomBytes(3).toString('hex')}`;
      const occasion = reference('Occasion', b.Occasion);
      const txn = b.OriginalConversationID
        ? d.b2c.get(b.OriginalConversationID)
        : d.txns.find((t) => t.receipt === b.TransactionID);
      if (!initiator.initiatorOk(b.SecurityCredential, b.Initiator))
        result(b.ResultURL, label, INITIATOR_INVALID, {}, occasion);
      else if (!txn) result(b.ResultURL, label, NOT_FOUND, {}, occasion);
      else {
        const out = txn.kind === 'payout';
        const us = `${o.shortCode} - Mkopo`;
        const them = `${txn.msisdn} - JOHN DOE`;
        result(
          b.ResultURL,
          label,
          { ResultCode: 0, TransactionID: txn.receipt, OriginatorConversationID: id('', 8) },
          // As the documentation's example lists them, both parties named DebitPartyName.
          [
            ['DebitPartyName', out ? us : them],
            ['DebitPartyName', out ? them : us],
            ['OriginatorConversationID', out ? txn.ref : id('', 8)],
            ['InitiatedTime', compact(txn.at)],
            ['DebitAccountType', out ? 'Utility Account' : 'MMF Account For Customer'],
            ['DebitPartyCharges', out ? 'Fee For B2C Payment|KES|22.40' : ''],
            ['TransactionReason', undefined],
            ['ReasonType', out ? 'Business Payment to Customer via API' : 'Pay Bill Online'],
            ['TransactionStatus', txn.status],
            ['FinalisedTime', compact(txn.at)],
            ['Amount', String(txn.amount)],
            ['ConversationID', id('AG_', 12)],
            ['ReceiptNo', txn.receipt],
          ],
          occasion,
        );
      }
      return accepted(label);
    },
    '/mpesa/accountbalance/v1/query': ({ body }) => {
      const b = body as T.AccountBalanceRequest;
      if (!initiator.credentialReadable(b.SecurityCredential))
        return error(400, '400.002.02', 'Bad Request - Invalid SecurityCredential');
      const label = `balance:${randomBytes(3).toString('hex')}`;
      const now = compact(d.clock());
      if (!initiator.initiatorOk(b.SecurityCredential, b.Initiator))
        result(b.ResultURL, label, INITIATOR_INVALID, { BOCompletedTime: now });
      else
        result(
          b.ResultURL,
          label,
          // The documentation's example states these two as strings.
          { ResultType: '0', ResultCode: '0', TransactionID: id('O', 9) },
          {
            AccountBalance: [
              `Working Account|KES|${money(o.working)}|${money(o.working)}|0.00|0.00`,
              'Float Account|KES|0.00|0.00|0.00|0.00',
              `Utility Account|KES|${money(d.accounts.float)}|${money(d.accounts.float)}|0.00|0.00`,
              'Charges Paid Account|KES|0.00|0.00|0.00|0.00',
              'Organization Settlement Account|KES|0.00|0.00|0.00|0.00',
            ].join('&'),
            BOCompletedTime: now,
          },
        );
      return accepted(id('', 8));
    },
  };
}
