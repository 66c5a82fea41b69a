/**
 * The simulated B2C v3 (POST /mpesa/b2c/v3/paymentrequest): a payout from the Utility Account.
 * A repeated OriginatorConversationID is refused (500.002.1001), a SecurityCredential that does
 * not decrypt is refused at once, a wrong initiator is ResultCode 2001 in the result; an
 * unregistered number fails with 2040 and too little float with 1. Gateway faults strike one
 * attempt; the result arrives through the outbox.
 */
import type * as T from '../../src/server/providers/rails/daraja/types';
import { error, receiptNo, type Txn } from './daraja-sim-lipa';
import type { Initiator } from './daraja-sim-initiator';
import { accepted, b2cTime, INITIATOR_INVALID, type PostResult } from './daraja-sim-results';
import { strikes, type Faults, type Reply, type Request } from './kit';

export type B2CTxn = Txn & { resultUrl: string };

export interface B2CDeps {
  readonly o: { working: number; unregistered?: readonly string[] };
  readonly clock: () => number;
  readonly faults: () => Faults;
  /** The Utility Account, which B2C pays from (and the simulator's owner tops up). */
  readonly accounts: { float: number };
  /** Every payout asked for, by OriginatorConversationID. */
  readonly b2c: Map<string, B2CTxn>;
  /** The money M-Pesa moved. */
  readonly txns: Txn[];
  readonly initiator: Initiator;
  /** Requests seen per OriginatorConversationID: a gateway fault strikes one attempt, not an id. */
  readonly attempts: Map<string, number>;
  readonly result: PostResult;
}

export function b2cRoute(d: B2CDeps): (r: Request) => Reply {
  const { o, accounts, b2c } = d;
  const blankTxn = (b: T.B2CRequest, label: string): B2CTxn => ({
    receipt: receiptNo(),
    kind: 'payout',
    amount: b.Amount,
    msisdn: b.PartyB,
    ref: label,
    status: 'Completed',
    at: d.clock(),
    resultUrl: b.ResultURL,
  });
  return ({ body }) => {
    const b = body as T.B2CRequest;
    if (b2c.has(b.OriginatorConversationID))
      return error(500, '500.002.1001', 'Duplicate OriginatorConversationID');
    if (!d.initiator.credentialReadable(b.SecurityCredential))
      return error(400, '400.002.02', 'Bad Request - Invalid SecurityCredential');
    const label = b.OriginatorConversationID;
    const attempt = (d.attempts.get(label) ?? 0) + 1;
    d.attempts.set(label, attempt);
    const faults = d.faults();
    if (strikes(faults, 'ambiguous', `${label}:${attempt}`))
      return { status: 503, body: '<html>Service Unavailable</html>' };
    const ack = accepted(label);
    const hold = strikes(faults, 'timeout', label) ? { holdMs: 60_000 } : {};
    // A wrong initiator: nothing is paid, and the result says so (the id is spent all the same).
    if (!d.initiator.initiatorOk(b.SecurityCredential, b.InitiatorName)) {
      b2c.set(label, { ...blankTxn(b, label), status: 'Failed' });
      d.result(b.ResultURL, label, { ...INITIATOR_INVALID, OriginatorConversationID: label }, {});
      return { ...ack, ...hold };
    }
    const failCode = (o.unregistered ?? []).includes(b.PartyB)
      ? 2040
      : accounts.float < b.Amount || strikes(faults, 'insufficientFloat', label)
        ? 1
        : 0;
    const txn = { ...blankTxn(b, label), status: failCode ? 'Failed' : 'Completed' } as const;
    b2c.set(label, txn);
    if (!failCode) {
      accounts.float -= b.Amount;
      d.txns.push(txn);
    }
    d.result(
      b.ResultURL,
      label,
      {
        ResultCode: failCode,
        ...(failCode === 1
          ? { ResultDesc: 'The balance is insufficient for the transaction.' }
          : {}),
        OriginatorConversationID: label,
        TransactionID: txn.receipt,
      },
      failCode
        ? {}
        : {
            TransactionAmount: b.Amount,
            TransactionReceipt: txn.receipt,
            ReceiverPartyPublicName: `${b.PartyB} - JOHN DOE`,
            TransactionCompletedDateTime: b2cTime(txn.at),
            B2CUtilityAccountAvailableFunds: accounts.float,
            B2CWorkingAccountAvailableFunds: o.working,
            B2CRecipientIsRegisteredCustomer: 'Y',
            B2CChargesPaidAccountAvailableFunds: 0,
          },
    );
    return { ...ack, ...hold };
  };
}
