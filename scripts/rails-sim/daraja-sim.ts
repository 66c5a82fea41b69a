/**
 * A local Safaricom Daraja: OAuth (only the newest token works; another is refused 400.003.01),
 * B2C v3 paid from the Utility Account with duplicate OriginatorConversationIDs refused
 * (500.002.1001) and the initiator checked (a SecurityCredential that does not decrypt is refused
 * at once; a wrong name or password is ResultCode 2001 "The initiator information is invalid" in
 * the result), STK push with its password and its callback, STK query (HTTP 500 500.001.1001
 * while the customer has not answered), C2B register / validation / confirmation, Transaction
 * Status, Account Balance (Working, Float, Utility, Charges Paid and Organization Settlement
 * accounts), Reversal (daraja-sim-reversal.ts) and Pull Transactions (C2B only). Requests are
 * checked against the schemas in src/server/providers/rails/daraja/schemas and refused with
 * Daraja's error shape; answers and results follow the documentation's examples.
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
  /** Whole KES in the Utility Account, which B2C pays from. */
  float?: number;
  /** Whole KES in the Working Account (settlement money, never paid out by B2C). */
  working?: number;
  /** Whether the short code was registered for Pull Transactions (at go-live); default yes. */
  pullRegistered?: boolean;
  /** Pull Transactions' rows per page. */
  pullPageSize?: number;
  faults?: Partial<Faults>;
  /** Numbers M-Pesa does not know (payouts to them fail with 2040). */
  unregistered?: readonly string[];
  port?: number;
  /** The time records carry (statements are asked by it); default the wall clock. */
  clock?: () => number;
}

/**
 * Transaction Status of a transaction M-Pesa does not hold: its code is not published. This one is
 * Reversal's "invalid OriginalTransactionID" (R000002); what matters to the adapter is only that
 * it is not 0 and not an initiator fault (2001, which is never "no such transaction").
 */
export const NOT_FOUND = {
  ResultCode: 'R000002',
  ResultDesc: 'The OriginalTransactionID is invalid.',
} as const;

/** A result parameter's value; undefined sends the Key alone, as the examples sometimes do. */
type Value = string | number | undefined;

export async function startDarajaSim(options: DarajaSimOptions = {}) {
  const o = {
    consumerKey: 'sim-key',
    consumerSecret: 'sim-secret',
    shortCode: '600999',
    passkey: 'sim-passkey',
    initiatorName: 'mkopo-api',
    initiatorPassword: 'Sim!Initiator1',
    float: 1_000_000,
    working: 250_000,
    ...options,
  };
  /** The initiator password the portal holds now (changed there, ours no longer matches). */
  let portalPassword = o.initiatorPassword;
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
  const lipa: LipaState = {
    o,
    clock,
    faults: () => faults,
    outbox,
    txns,
    stk,
    pull: { registered: options.pullRegistered ?? true, pageSize: options.pullPageSize ?? 100 },
  };
  /** Requests seen per OriginatorConversationID: a gateway fault strikes one attempt, not an id. */
  const attempts = new Map<string, number>();

  /** The password inside a SecurityCredential (PKCS#1 v1.5 removed by hand), if it decrypts. */
  function decrypted(credential: string): string | undefined {
    try {
      const raw = privateDecrypt(
        { key: privateKey, padding: constants.RSA_NO_PADDING },
        Buffer.from(credential, 'base64'),
      );
      const sep = raw.indexOf(0, 2);
      return raw[0] === 0 && raw[1] === 2 && sep > 0 ? raw.subarray(sep + 1).toString() : undefined;
    } catch {
      return undefined;
    }
  }
  /** Whether the credential decrypts at all (else Daraja refuses the request itself). */
  const credentialReadable = (credential: string) => decrypted(credential) !== undefined;
  /** Whether the initiator is the portal's: else the result is 2001. */
  const initiatorOk = (credential: string, name = o.initiatorName) =>
    name === o.initiatorName && decrypted(credential) === portalPassword;
  const INITIATOR_INVALID = {
    ResultCode: 2001,
    ResultDesc: 'The initiator information is invalid.',
  };
  const reference = (Key: string, Value?: string) => ({
    ReferenceItem: Value === undefined ? { Key } : { Key, Value },
  });

  /** Posts a Result to `url`, shaped as the documentation's example of its API. */
  function result(
    url: string,
    label: string,
    r: Partial<Omit<T.ResultCallback['Result'], 'ResultParameters'>> & {
      ResultCode: number | string;
    },
    params: Record<string, Value> | ReadonlyArray<readonly [string, Value]>,
    referenceData: object = reference('QueueTimeoutURL', `${url.split('/rails/')[0]}/timeout`),
  ) {
    const pairs = Array.isArray(params) ? params : Object.entries(params);
    const list = pairs.map(([Key, Value]: readonly [string, Value]) =>
      Value === undefined ? { Key } : { Key, Value },
    );
    outbox.push(label, {
      url,
      body: {
        Result: {
          ResultType: 0,
          ResultDesc:
            Number(r.ResultCode) === 0
              ? 'The service request is processed successfully.'
              : 'Failed',
          OriginatorConversationID: '',
          ConversationID: id('AG_', 12),
          TransactionID: '',
          ...r,
          ...(list.length ? { ResultParameters: { ResultParameter: list } } : {}),
          ReferenceData: referenceData,
        },
      },
    });
  }

  /** The acknowledgement of an asynchronous request. */
  const accepted = (OriginatorConversationID: string) => ({
    status: 200,
    body: {
      ConversationID: id('AG_', 12),
      OriginatorConversationID,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    },
  });

  const money = (n: number) => `${n}.00`;
  const eat = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString();
  /** "06.07.2024 22:48:52", as B2C results state their time. */
  const b2cTime = (ms: number) => {
    const t = eat(ms);
    return `${t.slice(8, 10)}.${t.slice(5, 7)}.${t.slice(0, 4)} ${t.slice(11, 19)}`;
  };
  /** "20180223054112", as Transaction Status states its times. */
  const compact = (ms: number) => eat(ms).slice(0, 19).replace(/[-T:]/g, '');

  const blankTxn = (b: T.B2CRequest, label: string): Txn & { resultUrl: string } => ({
    receipt: receiptNo(),
    kind: 'payout',
    amount: b.Amount,
    msisdn: b.PartyB,
    ref: label,
    status: 'Completed',
    at: clock(),
    resultUrl: b.ResultURL,
  });

  const routes: Record<string, (r: Request) => Reply> = {
    '/mpesa/b2c/v3/paymentrequest': ({ body }) => {
      const b = body as T.B2CRequest;
      if (b2c.has(b.OriginatorConversationID))
        return error(500, '500.002.1001', 'Duplicate OriginatorConversationID');
      if (!credentialReadable(b.SecurityCredential))
        return error(400, '400.002.02', 'Bad Request - Invalid SecurityCredential');
      const label = b.OriginatorConversationID;
      const attempt = (attempts.get(label) ?? 0) + 1;
      attempts.set(label, attempt);
      if (strikes(faults, 'ambiguous', `${label}:${attempt}`))
        return { status: 503, body: '<html>Service Unavailable</html>' };
      const ack = accepted(label);
      const hold = strikes(faults, 'timeout', label) ? { holdMs: 60_000 } : {};
      // A wrong initiator: nothing is paid, and the result says so (the id is spent all the same).
      if (!initiatorOk(b.SecurityCredential, b.InitiatorName)) {
        b2c.set(label, { ...blankTxn(b, label), status: 'Failed' });
        result(b.ResultURL, label, { ...INITIATOR_INVALID, OriginatorConversationID: label }, {});
        return { ...ack, ...hold };
      }
      const failCode = (o.unregistered ?? []).includes(b.PartyB)
        ? 2040
        : float < b.Amount || strikes(faults, 'insufficientFloat', label)
          ? 1
          : 0;
      const txn = { ...blankTxn(b, label), status: failCode ? 'Failed' : 'Completed' } as const;
      b2c.set(label, txn);
      if (!failCode) {
        float -= b.Amount;
        txns.push(txn);
      }
      result(
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
              B2CUtilityAccountAvailableFunds: float,
              B2CWorkingAccountAvailableFunds: o.working,
              B2CRecipientIsRegisteredCustomer: 'Y',
              B2CChargesPaidAccountAvailableFunds: 0,
            },
      );
      return { ...ack, ...hold };
    },
    '/mpesa/transactionstatus/v1/query': ({ body }) => {
      const b = body as T.TransactionStatusRequest;
      if (!credentialReadable(b.SecurityCredential))
        return error(400, '400.002.02', 'Bad Request - Invalid SecurityCredential');
      const label = `status:${b.OriginalConversationID ?? b.TransactionID}:${randomBytes(3).toString('hex')}`;
      const occasion = reference('Occasion', b.Occasion);
      const txn = b.OriginalConversationID
        ? b2c.get(b.OriginalConversationID)
        : txns.find((t) => t.receipt === b.TransactionID);
      if (!initiatorOk(b.SecurityCredential, b.Initiator))
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
      if (!credentialReadable(b.SecurityCredential))
        return error(400, '400.002.02', 'Bad Request - Invalid SecurityCredential');
      const label = `balance:${randomBytes(3).toString('hex')}`;
      if (!initiatorOk(b.SecurityCredential, b.Initiator))
        result(b.ResultURL, label, INITIATOR_INVALID, { BOCompletedTime: compact(clock()) });
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
              `Utility Account|KES|${money(float)}|${money(float)}|0.00|0.00`,
              'Charges Paid Account|KES|0.00|0.00|0.00|0.00',
              'Organization Settlement Account|KES|0.00|0.00|0.00|0.00',
            ].join('&'),
            BOCompletedTime: compact(clock()),
          },
        );
      return accepted(id('', 8));
    },
    '/mpesa/reversal/v1/request': reversalRoute({
      o,
      clock,
      faults: () => faults,
      txns,
      initiatorOk: (credential) => initiatorOk(credential),
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
    '/pulltransactions/v1/register': 'daraja/pull-register.request',
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
      return { status: 200, body: { access_token: token, expires_in: 3599 } };
    }
    const route = routes[r.path];
    const schema = SCHEMA[r.path];
    if (!route || !schema || r.method !== 'POST')
      return error(404, '404.001.01', 'Resource not found');
    if (r.headers.authorization !== `Bearer ${token}` || !token)
      return error(400, '400.003.01', 'Invalid Access Token');
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
    /** Sets the Utility Account (a lender topping up, or running low). */
    setFloat: (next: number) => (float = next),
    /** The initiator's password changed on the portal (ours is then wrong), or set back. */
    setPortalPassword: (next: string) => (portalPassword = next),
    /** Daraja forgets the token it gave (expired early, or another client fetched one). */
    expireToken: () => (token = randomBytes(16).toString('base64url')),
    /** Whether Pull Transactions was registered (POST /pulltransactions/v1/register). */
    get pullRegistered() {
      return lipa.pull.registered;
    },
    close: () => server.close(),
  };
}

export type DarajaSim = Awaited<ReturnType<typeof startDarajaSim>>;
