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
 * insufficient float, unknown numbers, lost, repeated, late webhooks.
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
  /** The wallet's receipt, given to the status query. */
  receipt: string;
  utilitycode: string;
  utilityref: string;
  amount: number;
  status: 'SUCCESS';
  at: number;
}

/** The fields the webhook example of the documentation signs (it leaves amount out). */
const WEBHOOK_SIGNED = [
  'transid',
  'order_id',
  'reference',
  'result',
  'resultcode',
  'payment_status',
];

const EAT_MS = 3 * 3_600_000;
/** "2019-06-06 22:00:00" in East Africa Time, as order-status and list-orders write dates. */
const eatDateTime = (ms: number) =>
  new Date(ms + EAT_MS).toISOString().slice(0, 19).replace('T', ' ');
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The order's webhook URL: base64 as the text says, or plain as the sample shows it. */
const webhookUrl = (value: string) =>
  /^https?:\/\//.test(value) ? value : Buffer.from(value, 'base64').toString();

/** An order as order-status shows it: channel, transid, reference and phone once paid. */
const orderLine = (x: Order) => {
  const paid = x.payment_status === 'COMPLETED';
  return {
    order_id: x.order_id,
    creation_date: eatDateTime(x.at),
    amount: String(x.amount),
    payment_status: x.payment_status,
    transid: paid ? x.transid : null,
    channel: paid ? 'MPESA-TZ' : null,
    reference: paid ? x.reference : null,
    phone: paid ? x.phone : null,
  };
};

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
  /** Status-query answers forced by a test (a cash-in Selcom still calls 999, or 111). */
  const queryCodes = new Map<string, string>();
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
      receipt: randomBytes(5).toString('hex').toUpperCase(),
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
        const transid = r.query.get('transid') ?? '';
        const c = cashins.get(transid);
        const forced = queryCodes.get(transid);
        if (forced) return answer(forced, 'Transaction status', { messageId: transid });
        return c
          ? answer('000', 'Transaction successful', {
              messageId: transid,
              data: [{ receipt: c.receipt }],
            })
          : answer('404', 'Transaction not found', { messageId: transid });
      },
    },
    'POST /v1/vendor/balance': {
      schema: 'selcom/vendor-balance.request',
      run: (r) => {
        const b = r.body as Record<string, string>;
        if (b.vendor !== o.vendor || b.pin !== o.pin) return answer('403', 'Invalid vendor or PIN');
        const transid = b.transid ?? '';
        if (transids.has(transid)) return answer('400', 'Duplicate transid');
        transids.add(transid);
        const hold = strikes(faults, 'timeout', transid) ? { holdMs: 60_000 } : {};
        return {
          ...answer('000', 'Balance successful', { transid, data: [{ balance: String(float) }] }),
          ...hold,
        };
      },
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
          webhook: webhookUrl(String(b.webhook ?? '')),
          payment_status: 'PENDING',
          transid: null,
          reference: randomBytes(5).toString('hex').toUpperCase(),
          at: clock(),
          pushed: false,
        });
        return answer('000', 'Order creation successful', {
          data: [
            {
              gateway_buyer_uuid: randomBytes(4).toString('hex'),
              payment_token: String(80_000_000 + orders.size),
              qr: 'QR',
              payment_gateway_url: Buffer.from(`${server.url}/pg/${String(b.order_id)}`).toString(
                'base64',
              ),
            },
          ],
        });
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
          ? answer('000', 'Order fetch successful', { data: [orderLine(order)] })
          : answer('404', 'Order not found');
      },
    },
    'GET /v1/checkout/list-orders': {
      run: (r) => {
        const from = r.query.get('fromdate') ?? '';
        const to = r.query.get('todate') ?? '';
        if (!DAY.test(from) || !DAY.test(to)) return answer('400', 'Invalid date', {}, 400);
        // Both days inclusive, by the day of East Africa Time the order was created.
        const listed = [...orders.values()].filter((x) => {
          const day = eatDateTime(x.at).slice(0, 10);
          return day >= from && day <= to;
        });
        return answer('000', 'Order fetch successful', {
          data: listed.map((x) => {
            const { order_id, creation_date, amount, payment_status } = orderLine(x);
            return { order_id, creation_date, amount, payment_status };
          }),
        });
      },
    },
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

  /**
   * Customers answer the USSD pushes as the seed says: pay, cancel, or not at all (`all` answers
   * every one). Only a payment sends a webhook, signed over the documentation example's fields.
   */
  function answerPushes(all = false) {
    for (const order of orders.values()) {
      if (!order.pushed || order.payment_status !== 'PENDING') continue;
      if (!all && strikes(faults, 'noAnswer', order.order_id)) continue;
      if (strikes(faults, 'cancel', order.order_id)) {
        order.payment_status = 'USERCANCELLED';
        continue;
      }
      order.payment_status = 'COMPLETED';
      order.transid = randomBytes(5).toString('hex').toUpperCase();
      const hook: Fields = {
        result: 'SUCCESS',
        resultcode: '000',
        order_id: order.order_id,
        transid: order.transid,
        reference: order.reference,
        channel: 'MPESA-TZ',
        amount: String(order.amount),
        phone: order.phone,
        payment_status: order.payment_status,
      };
      const signed = Object.fromEntries(WEBHOOK_SIGNED.map((n) => [n, hook[n] ?? '']));
      outbox.push(order.order_id, {
        url: order.webhook,
        body: hook,
        headers: () => ({ ...signHeaders(o, signed, Date.now()) }),
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
    /** Makes the status query of `transid` answer `resultcode` (none: its true state). */
    answerQueryWith: (transid: string, resultcode?: string) =>
      resultcode ? queryCodes.set(transid, resultcode) : queryCodes.delete(transid),
    close: () => server.close(),
  };
}

export type SelcomSim = Awaited<ReturnType<typeof startSelcomSim>>;
