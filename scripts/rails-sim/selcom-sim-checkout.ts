/**
 * The simulated Selcom checkout: orders created with a USSD push the customer pays, cancels or
 * ignores, a signed webhook for a payment only (as Selcom sends), order-status, and list-orders by
 * day (both days inclusive, by the day in East Africa Time).
 */
import { randomBytes } from 'node:crypto';
import { signHeaders, type Fields } from '../../src/server/providers/rails/selcom/sign';
import { answer, takeTransid, type SelcomRoutes, type SelcomState } from './selcom-sim-answers';
import { strikes, type Outbox } from './kit';

export interface Order {
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

export interface CheckoutState extends SelcomState {
  readonly o: SelcomState['o'] & { apiKey: string; apiSecret: string };
  readonly orders: Map<string, Order>;
  readonly outbox: Outbox;
  /** The simulator's address, for the payment page an order links to. */
  readonly url: () => string;
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

export function checkoutRoutes(s: CheckoutState): SelcomRoutes {
  const { o, orders } = s;
  return {
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
          at: s.clock(),
          pushed: false,
        });
        const page = Buffer.from(`${s.url()}/pg/${String(b.order_id)}`).toString('base64');
        return answer('000', 'Order creation successful', {
          data: [
            {
              gateway_buyer_uuid: randomBytes(4).toString('hex'),
              payment_token: String(80_000_000 + orders.size),
              qr: 'QR',
              payment_gateway_url: page,
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
        if (!takeTransid(s, b.transid ?? '')) return answer('400', 'Duplicate transid');
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
}

/**
 * Customers answer the USSD pushes as the seed says: pay, cancel, or not at all (`all` answers
 * every one). Only a payment sends a webhook, signed over the documentation example's fields.
 */
export function answerPushes(s: CheckoutState, all = false) {
  const faults = s.faults();
  for (const order of s.orders.values()) {
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
    s.outbox.push(order.order_id, {
      url: order.webhook,
      body: hook,
      headers: () => ({ ...signHeaders(s.o, signed, Date.now()) }),
    });
  }
}
