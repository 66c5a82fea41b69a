/**
 * A local Selcom, answering in the shapes of https://developers.selcommobile.com (checked by
 * tests/conformance/selcom.test.ts against the documentation's own examples): every request's
 * signature checked (Authorization: SELCOM, Timestamp, Signed-Fields, Digest), bodies checked
 * against src/server/providers/rails/selcom/schemas and refused in Selcom's answer shape;
 * checkout orders with a USSD push the customer pays, cancels or ignores, a signed webhook for
 * a payment only (as Selcom sends), order-status and list-orders by day; wallet cash-in per
 * utility code with its status query (the outcome in the envelope, the receipt in data); the
 * vendor's float balance by POST; a transid is refused when reused. Selcom publishes no list of
 * cash-ins, so there is none here. Faults from a seed: 999 ambiguous answers, timeouts,
 * insufficient float, unknown numbers, lost, repeated, late webhooks. Here: the signature and
 * schema checks every request passes, and the APIs wired to their modules (selcom-sim-wallet,
 * -checkout; -answers holds the envelope and what the APIs share).
 */
import { schemaProblem } from '../../src/server/providers/rails/schemas';
import { signatureProblem } from '../../src/server/providers/rails/selcom/sign';
import { answer, type SelcomRoutes } from './selcom-sim-answers';
import {
  answerPushes,
  checkoutRoutes,
  type CheckoutState,
  type Order,
} from './selcom-sim-checkout';
import { walletRoutes, type CashIn } from './selcom-sim-wallet';
import { listen, NO_FAULTS, Outbox, type Faults } from './kit';

export interface SelcomSimOptions {
  apiKey?: string;
  apiSecret?: string;
  vendor?: string;
  pin?: string;
  /** TZS float for cash-ins. */
  float?: number;
  faults?: Partial<Faults>;
  /** Numbers no wallet knows. */
  unregistered?: readonly string[];
  port?: number;
  /** The time records carry (statements are asked by it); default the wall clock. */
  clock?: () => number;
}

export async function startSelcomSim(options: SelcomSimOptions = {}) {
  const o = {
    apiKey: 'sim-selcom-key',
    apiSecret: 'sim-selcom-secret',
    vendor: 'TILL60900',
    pin: '4321',
    float: 10_000_000,
    ...options,
  };
  let faults: Faults = { ...NO_FAULTS, ...options.faults };
  const accounts = { float: o.float };
  const orders = new Map<string, Order>();
  const cashins = new Map<string, CashIn>();
  /** Status-query answers forced by a test (a cash-in Selcom still calls 999, or 111). */
  const queryCodes = new Map<string, string>();
  const outbox = new Outbox(() => faults);
  const shared = {
    o,
    clock: options.clock ?? Date.now,
    faults: () => faults,
    accounts,
    transids: new Set<string>(),
  };
  const checkout: CheckoutState = { ...shared, orders, outbox, url: () => server.url };
  const routes: SelcomRoutes = {
    ...walletRoutes({ ...shared, cashins, queryCodes }),
    ...checkoutRoutes(checkout),
  };

  const server = await listen((r) => {
    const route = routes[`${r.method} ${r.path}`];
    if (!route) return answer('404', 'Not found', {}, 404);
    const fields =
      r.method === 'GET'
        ? Object.fromEntries(r.query)
        : ((r.body ?? {}) as Record<string, unknown>);
    const bad = signatureProblem(o, r.headers, fields, Date.now());
    if (bad) return answer('403', `Invalid signature: ${bad}`, {}, 401);
    if (route.schema) {
      const problem = schemaProblem(route.schema, r.body);
      if (problem) return answer('400', `Invalid request: ${problem}`, {}, 400);
    }
    return route.run(r);
  }, options.port);

  return {
    url: server.url,
    settings: {
      baseUrl: server.url,
      apiKey: o.apiKey,
      apiSecret: o.apiSecret,
      vendor: o.vendor,
      pin: o.pin,
    },
    outbox,
    orders,
    cashins,
    answerPushes: (all = false) => answerPushes(checkout, all),
    setFaults: (next: Partial<Faults>) => (faults = { ...faults, ...next }),
    get float() {
      return accounts.float;
    },
    /** Sets the vendor's float (a lender topping up, or running low). */
    setFloat: (next: number) => (accounts.float = next),
    /** Makes the status query of `transid` answer `resultcode` (none: its true state). */
    answerQueryWith: (transid: string, resultcode?: string) =>
      resultcode ? queryCodes.set(transid, resultcode) : queryCodes.delete(transid),
    close: () => server.close(),
  };
}

export type SelcomSim = Awaited<ReturnType<typeof startSelcomSim>>;
