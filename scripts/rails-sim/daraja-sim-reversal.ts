/**
 * The simulated Reversal (POST /mpesa/reversal/v1/request): a customer's payment to our short code
 * given back whole. The receipt must be one of ours, not reversed before, for its full amount;
 * the outcome comes as a Result to ResultURL (0 done, R000001 already reversed, R000002 no such
 * transaction or not its amount), and the payment's Transaction Status says Reversed from then on.
 */
import type * as T from '../../src/server/providers/rails/daraja/types';
import { error, id, receiptNo, type Txn } from './daraja-sim-lipa';
import { strikes, type Faults, type Reply, type Request } from './kit';

export interface ReversalDeps {
  readonly o: { shortCode: string; initiatorName: string };
  readonly clock: () => number;
  readonly faults: () => Faults;
  readonly txns: Txn[];
  readonly initiatorOk: (credential: string) => boolean;
  /** Requests seen per label: a gateway fault strikes one attempt, not a receipt. */
  readonly attempts: Map<string, number>;
  readonly result: (
    url: string,
    label: string,
    r: { ResultCode: number | string; ResultDesc?: string; TransactionID?: string },
    params: Record<string, string | number>,
  ) => void;
}

/** The result code M-Pesa gives a reversal of `b` against the transactions it holds. */
function outcome(txns: readonly Txn[], b: T.ReversalRequest) {
  const original = txns.find((t) => t.receipt === b.TransactionID && t.kind === 'collect');
  if (!original || original.amount !== b.Amount)
    return { code: 'R000002', desc: 'The OriginalTransactionID is invalid' } as const;
  if (original.status === 'Reversed')
    return { code: 'R000001', desc: 'The transaction has already been reversed' } as const;
  return { code: 0, desc: 'The service request is processed successfully.', original } as const;
}

export function reversalRoute(d: ReversalDeps): (r: Request) => Reply {
  return ({ body }) => {
    const b = body as T.ReversalRequest;
    if (!d.initiatorOk(b.SecurityCredential) || b.Initiator !== d.o.initiatorName)
      return error(400, '400.002.02', 'Bad Request - Invalid SecurityCredential');
    if (b.ReceiverParty !== d.o.shortCode)
      return error(400, '400.002.02', 'Bad Request - Invalid ReceiverParty');
    const label = `reversal:${b.TransactionID}`;
    const attempt = (d.attempts.get(label) ?? 0) + 1;
    d.attempts.set(label, attempt);
    const faults = d.faults();
    if (strikes(faults, 'ambiguous', `${label}:${attempt}`))
      return { status: 503, body: '<html>Service Unavailable</html>' };
    const found = outcome(d.txns, b);
    const receipt = receiptNo();
    if (found.code === 0) {
      found.original.status = 'Reversed';
      d.txns.push({
        receipt,
        kind: 'reversal',
        amount: b.Amount,
        msisdn: found.original.msisdn,
        ref: b.TransactionID,
        status: 'Completed',
        at: d.clock(),
      });
    }
    const params = {
      DebitAccountBalance: 'Utility Account|KES|0.00|0.00|0.00|0.00',
      Amount: `${b.Amount}.00`,
      TransCompletedTime: 20260101120000,
      OriginalTransactionID: b.TransactionID,
      Charge: '0.00',
      CreditPartyPublicName: found.code === 0 ? `${found.original.msisdn} - JOHN` : '',
      DebitPartyPublicName: `${d.o.shortCode} - Mkopo`,
    };
    d.result(
      b.ResultURL,
      `${label}:${attempt}`,
      { ResultCode: found.code, ResultDesc: found.desc, TransactionID: receipt },
      found.code === 0 ? params : {},
    );
    return {
      status: 200,
      body: {
        ConversationID: id('AG_', 12),
        OriginatorConversationID: id('', 8),
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      },
      ...(strikes(faults, 'timeout', `${label}:${attempt}`) ? { holdMs: 60_000 } : {}),
    };
  };
}
