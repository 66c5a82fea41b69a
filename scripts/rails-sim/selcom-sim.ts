/**
 * A local Selcom: every request's signature checked (Authorization: SELCOM, Timestamp,
 * Signed-Fields, Digest), bodies checked against src/server/providers/rails/selcom/schemas and
 * refused in Selcom's answer shape; checkout orders with a USSD push the customer pays, cancels
 * or ignores, signed webhooks, order-status and list-orders; wallet cash-in per utility code with
 * its query and list; the vendor's float balance; a transid is refused when reused. Faults from a seed: 999 ambiguous
 * answers, timeouts, insufficient float, unknown numbers, lost, repeated, late webhooks.
 */
import { randomBytes } from 'node:crypto';
import { schemaProblem } from '../../src/server/providers/rails/schemas';
import {
  signatureProblem,
  signHeaders,
  type Fields,
} from '../../src/server/providers/rails/selcom/sign';
import { listen, NO_FAULTS, Outbox, strikes, type Faults, type Reply, type Request } from './kit';

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

interface Order {
  order_id: string;
  amount: number;
  phone: string;
  webhook: string;
  payment_status: string;
  transid: string | null;
  reference: string;
  at: number;
  pushed: boolean;
}
interface CashIn {
  transid: string;
  reference: string;
  utilitycode: string;
  utilityref: string;
  amount: number;
  status: 'SUCCESS' | 'FAIL';
  at: number;
}

const answer = (
  resultcode: string,
  message: string,
  extra: Record<string, unknown> = {},
  status = 200,
): Reply => ({
  status,
  body: {
    reference: randomBytes(5).toString('hex').toUpperCase(),
    resultcode,
    result:
      resultcode === '000'
        ? 'SUCCESS'
        : ['111', '927'].includes(resultcode)
          ? 'PENDING'
          : resultcode === '999'
            ? 'AMBIGOUS'
            : 'FAIL',
    message,
    data: [],
    ...extra,
  },
});

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
  const clock = options.clock ?? Date.now;
  let float = o.float;
  const orders = new Map<string, Order>();
  const cashins = new Map<string, CashIn>();
  const transids = new Set<string>();
  const outbox = new Outbox(() => faults);

  function cashIn(b: Record<string, unknown>): Reply {
    const transid = String(b.transid);
    if (transids.has(transid)) return answer('400', 'Duplicate transid');
    transids.add(transid);
    if (b.vendor !== o.vendor || b.pin !== o.pin) return answer('403', 'Invalid vendor or PIN');
    if ((o.unregistered ?? []).includes(String(b.utilityref)))
      return answer('015', 'Invalid account number');
    const amount = Number(b.amount);
    if (amount > float || strikes(faults, 'insufficientFloat', transid))
      return answer('060', 'Insufficient float');
    const record: CashIn = {
      transid,
      reference: randomBytes(5).toString('hex').toUpperCase(),
      utilitycode: String(b.utilitycode),
      utilityref: String(b.utilityref),
      amount,
      status: 'SUCCESS',
      at: clock(),
    };
    cashins.set(transid, record);
    float -= amount;
    const hold = strikes(faults, 'timeout', transid) ? { holdMs: 60_000 } : {};
    if (strikes(faults, 'ambiguous', transid))
      return { ...answer('999', 'Ambiguous, query later'), ...hold };
    return {
      ...answer('000', 'Cash-in successful', { transid, reference: record.reference }),
      ...hold,
    };
  }

  const routes: Record<string, { schema?: string; run: (r: Request) => Reply }> = {
    'POST /v1/walletcashin/process': {
      schema: 'selcom/walletcashin-process.request',
      run: (r) => cashIn(r.body as Record<string, unknown>),
    },
    'GET /v1/walletcashin/query': {
      run: (r) => {
        const c = cashins.get(r.query.get('transid') ?? '');
        return c ? answer('000', 'found', { data: [c] }) : answer('404', 'Transaction not found');
      },
    },
    'GET /v1/vendor/balance': {
      run: (r) => {
        if (r.query.get('vendor') !== o.vendor || r.query.get('pin') !== o.pin)
          return answer('403', 'Invalid vendor or PIN');
        const transid = r.query.get('transid') ?? '';
        if (!transid || transids.has(transid)) return answer('400', 'Duplicate transid');
        transids.add(transid);
        const hold = strikes(faults, 'timeout', transid) ? { holdMs: 60_000 } : {};
        return {
          ...answer('000', 'Float balance', { data: [{ balance: `${float}.00` }] }),
          ...hold,
        };
      },
    },
    'GET /v1/walletcashin/list': {
      run: (r) =>
        answer('000', 'ok', { data: [...cashins.values()].filter((c) => inWindow(c.at, r)) }),
    },
    'POST /v1/checkout/create-order-minimal': {
      schema: 'selcom/create-order-minimal.request',
      run: ({ body }) => {
        const b = body as Record<string, string | number>;
        if (b.vendor !== o.vendor) return answer('403', 'Invalid vendor');
        if (orders.has(String(b.order_id))) return answer('400', 'Order already exists');
        orders.set(String(b.order_id), {
          order_id: String(b.order_id),
          amount: Number(b.amount),
          phone: String(b.buyer_phone),
          webhook: Buffer.from(String(b.webhook ?? ''), 'base64').toString(),
          payment_status: 'PENDING',
          transid: null,
          reference: randomBytes(5).toString('hex').toUpperCase(),
          at: clock(),
          pushed: false,
        });
        return answer('000', 'Order creation successful');
      },
    },
    'POST /v1/checkout/wallet-payment': {
      schema: 'selcom/wallet-payment.request',
      run: ({ body }) => {
        const b = body as Record<string, string>;
        const order = orders.get(b.order_id ?? '');
        if (!order) return answer('404', 'Order not found');
        if (transids.has(b.transid ?? '')) return answer('400', 'Duplicate transid');
        transids.add(b.transid ?? '');
        if ((o.unregistered ?? []).includes(b.msisdn ?? '')) return answer('015', 'Invalid msisdn');
        order.pushed = true;
        return answer('111', 'Request in progress. You will receive a callback shortly');
      },
    },
    'GET /v1/checkout/order-status': {
      run: (r) => {
        const order = orders.get(r.query.get('order_id') ?? '');
        return order
          ? answer('000', 'Order fetch successful', {
              data: [
                {
                  ...order,
                  msisdn: order.phone,
                  channel: 'MPESA-TZ',
                  creation_date: new Date(order.at).toISOString(),
                },
              ],
            })
          : answer('404', 'Order not found');
      },
    },
    'GET /v1/checkout/list-orders': {
      run: (r) =>
        answer('000', 'ok', {
          data: [...orders.values()]
            .filter((x) => inWindow(x.at, r))
            .map((x) => ({ ...x, msisdn: x.phone })),
        }),
    },
  };

  function inWindow(at: number, r: Request): boolean {
    return (
      at >= Date.parse(r.query.get('fromdate') ?? '') &&
      at < Date.parse(r.query.get('todate') ?? '')
    );
  }

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

  /** Customers answer the USSD pushes as the seed says: pay, cancel, or not at all (`all` answers every one). */
  function answerPushes(all = false) {
    for (const order of orders.values()) {
      if (!order.pushed || order.payment_status !== 'PENDING') continue;
      if (!all && strikes(faults, 'noAnswer', order.order_id)) continue;
      const cancelled = strikes(faults, 'cancel', order.order_id);
      order.payment_status = cancelled ? 'USERCANCELED' : 'COMPLETED';
      order.transid = cancelled ? null : randomBytes(5).toString('hex').toUpperCase();
      const hook: Fields = {
        result: cancelled ? 'FAIL' : 'SUCCESS',
        resultcode: cancelled ? '400' : '000',
        order_id: order.order_id,
        transid: order.transid ?? `X${order.order_id}`,
        reference: order.reference,
        channel: 'MPESA-TZ',
        amount: String(order.amount),
        phone: order.phone,
        payment_status: order.payment_status,
      };
      outbox.push(order.order_id, {
        url: order.webhook,
        body: hook,
        headers: () => ({ ...signHeaders(o, hook, Date.now()) }),
      });
    }
  }

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
    answerPushes,
    setFaults: (next: Partial<Faults>) => (faults = { ...faults, ...next }),
    get float() {
      return float;
    },
    /** Sets the vendor's float (a lender topping up, or running low). */
    setFloat: (next: number) => (float = next),
    close: () => server.close(),
  };
}

export type SelcomSim = Awaited<ReturnType<typeof startSelcomSim>>;
