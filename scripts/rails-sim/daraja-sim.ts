/**
 * A local Safaricom Daraja: OAuth (only the newest token works), B2C v3 with duplicate
 * OriginatorConversationIDs refused (500.002.1001) and the initiator's SecurityCredential
 * decrypted and checked, STK push with its password and its callback, STK query (HTTP 500
 * 500.001.1001 while the customer has not answered), C2B register / validation / confirmation,
 * Transaction Status, Account Balance, Reversal (daraja-sim-reversal.ts) and Pull Transactions.
 * Requests are checked against the schemas in src/server/providers/rails/daraja/schemas and
 * refused with Daraja's error shape.
 */
import { constants, generateKeyPairSync, privateDecrypt, randomBytes } from 'node:crypto';
import { schemaProblem } from '../../src/server/providers/rails/schemas';
import type * as T from '../../src/server/providers/rails/daraja/types';
import {
  answerPushes,
  error,
  id,
  lipaRoutes,
  payBill,
  receiptNo,
  type LipaState,
  type Push,
  type Txn,
} from './daraja-sim-lipa';
import { reversalRoute } from './daraja-sim-reversal';
import { listen, NO_FAULTS, Outbox, strikes, type Faults, type Reply, type Request } from './kit';

export interface DarajaSimOptions {
  consumerKey?: string;
  consumerSecret?: string;
  shortCode?: string;
  passkey?: string;
  initiatorName?: string;
  initiatorPassword?: string;
  /** Whole KES in the working account. */
  float?: number;
  faults?: Partial<Faults>;
  /** Numbers M-Pesa does not know (payouts to them fail with 2040). */
  unregistered?: readonly string[];
  port?: number;
  /** The time records carry (statements are asked by it); default the wall clock. */
  clock?: () => number;
}

export async function startDarajaSim(options: DarajaSimOptions = {}) {
  const o = {
    consumerKey: 'sim-key',
    consumerSecret: 'sim-secret',
    shortCode: '600999',
    passkey: 'sim-passkey',
    initiatorName: 'mkopo-api',
    initiatorPassword: 'Sim!Initiator1',
    float: 1_000_000,
    ...options,
  };
  let faults: Faults = { ...NO_FAULTS, ...options.faults };
  const clock = options.clock ?? Date.now;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const certificate = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  let token = '';
  let float = o.float;
  const b2c = new Map<string, Txn & { resultUrl: string }>();
  const stk = new Map<string, Push>();
  const txns: Txn[] = [];
  const outbox = new Outbox(() => faults);
  const lipa: LipaState = { o, clock, faults: () => faults, outbox, txns, stk };
  /** Requests seen per OriginatorConversationID: a gateway fault strikes one attempt, not an id. */
  const attempts = new Map<string, number>();

  /** The initiator password inside a SecurityCredential (PKCS#1 v1.5 removed by hand). */
  function initiatorOk(credential: string): boolean {
    try {
      const raw = privateDecrypt(
        { key: privateKey, padding: constants.RSA_NO_PADDING },
        Buffer.from(credential, 'base64'),
      );
      const sep = raw.indexOf(0, 2);
      return (
        raw[0] === 0 && raw[1] === 2 && raw.subarray(sep + 1).toString() === o.initiatorPassword
      );
    } catch {
      return false;
    }
  }

  function result(
    url: string,
    label: string,
    r: Partial<T.ResultCallback['Result']> & { ResultCode: number | string },
    params: Record<string, string | number>,
  ) {
    outbox.push(label, {
      url,
      body: {
        Result: {
          ResultType: 0,
          ResultDesc:
            r.ResultCode === 0 ? 'The service request is processed successfully.' : 'Failed',
          OriginatorConversationID: '',
          ConversationID: id('AG_', 12),
          TransactionID: '',
          ...r,
          ResultParameters: {
            ResultParameter: Object.entries(params).map(([Key, Value]) => ({ Key, Value })),
          },
        },
      },
    });
  }

  const routes: Record<string, (r: Request) => Reply> = {
    '/mpesa/b2c/v3/paymentrequest': ({ body }) => {
      const b = body as T.B2CRequest;
      if (b2c.has(b.OriginatorConversationID))
        return error(500, '500.002.1001', 'Duplicate OriginatorConversationID');
      if (!initiatorOk(b.SecurityCredential) || b.InitiatorName !== o.initiatorName)
        return error(400, '400.002.02', 'Bad Request - Invalid SecurityCredential');
      const label = b.OriginatorConversationID;
      const attempt = (attempts.get(label) ?? 0) + 1;
      attempts.set(label, attempt);
      if (strikes(faults, 'ambiguous', `${label}:${attempt}`))
        return { status: 503, body: '<html>Service Unavailable</html>' };
      const failCode = (o.unregistered ?? []).includes(b.PartyB)
        ? 2040
        : float < b.Amount || strikes(faults, 'insufficientFloat', label)
          ? 1
          : 0;
      const txn: Txn & { resultUrl: string } = {
        receipt: receiptNo(),
        kind: 'payout',
        amount: b.Amount,
        msisdn: b.PartyB,
        ref: label,
        status: failCode ? 'Failed' : 'Completed',
        at: clock(),
        resultUrl: b.ResultURL,
      };
      b2c.set(label, txn);
      if (!failCode) {
        float -= b.Amount;
        txns.push(txn);
      }
      result(
        b.ResultURL,
        label,
        { ResultCode: failCode, OriginatorConversationID: label, TransactionID: txn.receipt },
        { TransactionAmount: b.Amount, TransactionReceipt: txn.receipt },
      );
      const ack = {
        ConversationID: id('AG_', 12),
        OriginatorConversationID: label,
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      };
      return {
        status: 200,
        body: ack,
        ...(strikes(faults, 'timeout', label) ? { holdMs: 60_000 } : {}),
      };
    },
    '/mpesa/transactionstatus/v1/query': ({ body }) => {
      const b = body as T.TransactionStatusRequest;
      if (!initiatorOk(b.SecurityCredential))
        return error(400, '400.002.02', 'Bad Request - Invalid SecurityCredential');
      const txn = b.OriginalConversationID
        ? b2c.get(b.OriginalConversationID)
        : txns.find((t) => t.receipt === b.TransactionID);
      const label = `status:${b.OriginalConversationID ?? b.TransactionID}:${randomBytes(3).toString('hex')}`;
      if (!txn)
        result(
          b.ResultURL,
          label,
          { ResultCode: 2001, ResultDesc: 'The transaction does not exist' },
          {},
        );
      else
        result(
          b.ResultURL,
          label,
          { ResultCode: 0, TransactionID: txn.receipt, OriginatorConversationID: txn.ref },
          {
            ReceiptNo: txn.receipt,
            TransactionStatus: txn.status,
            Amount: `${txn.amount}.00`,
            ReasonType: txn.status === 'Completed' ? 'Salary Payment via API' : 'Failed',
          },
        );
      return {
        status: 200,
        body: {
          ConversationID: id('AG_', 12),
          OriginatorConversationID: label,
          ResponseCode: '0',
          ResponseDescription: 'Accept the service request successfully.',
        },
      };
    },
    '/mpesa/accountbalance/v1/query': ({ body }) => {
      const b = body as T.AccountBalanceRequest;
      if (!initiatorOk(b.SecurityCredential))
        return error(400, '400.002.02', 'Bad Request - Invalid SecurityCredential');
      result(
        b.ResultURL,
        `balance:${randomBytes(3).toString('hex')}`,
        { ResultCode: 0 },
        {
          AccountBalance: `Working Account|KES|${float}.00|${float}.00|0.00|0.00&Utility Account|KES|0.00|0.00|0.00|0.00`,
          BOCompletedTime: 20260101120000,
        },
      );
      return {
        status: 200,
        body: {
          ConversationID: id('AG_', 12),
          OriginatorConversationID: id('', 8),
          ResponseCode: '0',
          ResponseDescription: 'Accept the service request successfully.',
        },
      };
    },
    '/mpesa/reversal/v1/request': reversalRoute({
      o,
      clock,
      faults: () => faults,
      txns,
      initiatorOk,
      attempts,
      result,
    }),
    ...lipaRoutes(lipa),
  };

  const SCHEMA: Record<string, string> = {
    '/mpesa/b2c/v3/paymentrequest': 'daraja/b2c.request',
    '/mpesa/transactionstatus/v1/query': 'daraja/transaction-status.request',
    '/mpesa/accountbalance/v1/query': 'daraja/account-balance.request',
    '/mpesa/stkpush/v1/processrequest': 'daraja/stkpush.request',
    '/mpesa/stkpushquery/v1/query': 'daraja/stkquery.request',
    '/mpesa/c2b/v2/registerurl': 'daraja/c2b-register.request',
    '/pulltransactions/v1/query': 'daraja/pull-transactions.request',
    '/mpesa/reversal/v1/request': 'daraja/reversal.request',
  };

  const server = await listen((r) => {
    if (r.method === 'GET' && r.path === '/oauth/v1/generate') {
      const basic = Buffer.from(`${o.consumerKey}:${o.consumerSecret}`).toString('base64');
      if (
        r.headers.authorization !== `Basic ${basic}` ||
        r.query.get('grant_type') !== 'client_credentials'
      )
        return error(400, '400.008.01', 'Invalid Authentication passed');
      token = randomBytes(16).toString('base64url'); // the old token stops working
      return { status: 200, body: { access_token: token, expires_in: '3599' } };
    }
    const route = routes[r.path];
    const schema = SCHEMA[r.path];
    if (!route || !schema || r.method !== 'POST')
      return error(404, '404.001.01', 'Resource not found');
    if (r.headers.authorization !== `Bearer ${token}` || !token)
      return error(404, '404.001.03', 'Invalid Access Token');
    const problem = schemaProblem(schema, r.body);
    if (problem) return error(400, '400.002.02', `Bad Request - Invalid ${problem}`);
    return route(r);
  }, options.port);

  return {
    url: server.url,
    certificate,
    settings: { ...o, certificate, baseUrl: server.url },
    outbox,
    transactions: txns,
    answerPushes: (all = false) => answerPushes(lipa, all),
    payBill: (msisdn: string, amount: number, billRef: string) =>
      payBill(lipa, msisdn, amount, billRef),
    setFaults: (next: Partial<Faults>) => (faults = { ...faults, ...next }),
    get float() {
      return float;
    },
    /** Sets the working account (a lender topping up, or running low). */
    setFloat: (next: number) => (float = next),
    close: () => server.close(),
  };
}

export type DarajaSim = Awaited<ReturnType<typeof startDarajaSim>>;
