/**
 * A local Safaricom Daraja: OAuth (only the newest token works; another is refused 400.003.01),
 * B2C v3 paid from the Utility Account with duplicate OriginatorConversationIDs refused
 * (500.002.1001) and the initiator checked (a SecurityCredential that does not decrypt is refused
 * at once; a wrong name or password is ResultCode 2001 "The initiator information is invalid" in
 * the result), STK push with its password and its callback, STK query (HTTP 500 500.001.1001
 * while the customer has not answered), C2B register / validation / confirmation, Transaction
 * Status, Account Balance (Working, Float, Utility, Charges Paid and Organization Settlement
 * accounts), Reversal and Pull Transactions (C2B only). Requests are checked against the schemas
 * in src/server/providers/rails/daraja/schemas and refused with Daraja's error shape; answers and
 * results follow the documentation's examples. Here: OAuth, the checks every request passes, and
 * the APIs wired to their modules (daraja-sim-b2c, -queries, -reversal and -lipa; -results shapes
 * the Results, -initiator checks the SecurityCredential).
 */
import { randomBytes } from 'node:crypto';
import { schemaProblem } from '../../src/server/providers/rails/schemas';
import { b2cRoute, type B2CTxn } from './daraja-sim-b2c';
import { initiator } from './daraja-sim-initiator';
import {
  answerPushes,
  error,
  lipaRoutes,
  payBill,
  type LipaState,
  type Push,
  type Txn,
} from './daraja-sim-lipa';
import { queryRoutes } from './daraja-sim-queries';
import { resultPoster } from './daraja-sim-results';
import { reversalRoute } from './daraja-sim-reversal';
import { listen, NO_FAULTS, Outbox, type Faults, type Reply, type Request } from './kit';

export { NOT_FOUND } from './daraja-sim-results';

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
  let faults: Faults = { ...NO_FAULTS, ...options.faults };
  const clock = options.clock ?? Date.now;
  const portal = initiator(o);
  const certificate = portal.certificate;
  let token = '';
  const accounts = { float: o.float };
  const b2c = new Map<string, B2CTxn>();
  const stk = new Map<string, Push>();
  const txns: Txn[] = [];
  const outbox = new Outbox(() => faults);
  const result = resultPoster(outbox);
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
  const shared = { o, clock, faults: () => faults, accounts, b2c, txns, attempts, result };

  const routes: Record<string, (r: Request) => Reply> = {
    '/mpesa/b2c/v3/paymentrequest': b2cRoute({ ...shared, initiator: portal }),
    ...queryRoutes({ ...shared, initiator: portal }),
    '/mpesa/reversal/v1/request': reversalRoute({
      ...shared,
      initiatorOk: (credential) => portal.initiatorOk(credential),
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
      return accounts.float;
    },
    /** Sets the Utility Account (a lender topping up, or running low). */
    setFloat: (next: number) => (accounts.float = next),
    /** The initiator's password changed on the portal (ours is then wrong), or set back. */
    setPortalPassword: (next: string) => portal.setPortalPassword(next),
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
