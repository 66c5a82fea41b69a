/**
 * Selcom as it publishes itself (tests/conformance/fixtures/selcom, each example copied from
 * https://developers.selcommobile.com with its section named): (a) our adapter, against a Selcom
 * that answers with the published examples verbatim, sends requests of exactly the published
 * shape (keys, types, Signed-Fields; a missing key only where the table says Optional) and reads
 * every published answer and the webhook right; (b) our simulator, driven over HTTP by Selcom's
 * own Node client (npm selcom-apigw-client), answers in exactly the published shapes and sends
 * the webhook of the published shape and Signed-Fields.
 */
import { apigwCLient } from 'selcom-apigw-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mapMemory } from '../../src/server/providers/rails/memory';
import { selcomKey, selcomRails } from '../../src/server/providers/rails/selcom/adapter';
import { readSelcomBalance } from '../../src/server/providers/rails/selcom/balance';
import { selcomClient } from '../../src/server/providers/rails/selcom/client';
import type { SelcomContext, SelcomMemo } from '../../src/server/providers/rails/selcom/context';
import { selcomWebhook } from '../../src/server/providers/rails/selcom/inbound';
import { signHeaders } from '../../src/server/providers/rails/selcom/sign';
import type { CallbackEvent } from '../../src/server/providers/wallet';
import { listen, type Listening, type Request } from '../../scripts/rails-sim/kit';
import { startSelcomSim, type SelcomSim } from '../../scripts/rails-sim/selcom-sim';
import { bodyOf, SELCOM_FIXTURES, selcomFixture } from './selcom-fixtures';
import { names, shapeOf } from './selcom-shape';

const KEY = { apiKey: 'conformance-key', apiSecret: 'conformance-secret' };
const TZ = '+255741234567';
const MSISDN = '255741234567';

/** The fixture a published Selcom answers `METHOD /path` with. */
const ANSWERS: Readonly<Record<string, string>> = {
  'POST /v1/walletcashin/process': 'api-response.success',
  'GET /v1/walletcashin/query': 'walletcashin-query.response',
  'POST /v1/vendor/balance': 'vendor-balance.response',
  'POST /v1/checkout/create-order-minimal': 'create-order-minimal.response',
  'POST /v1/checkout/wallet-payment': 'wallet-payment.response',
  'GET /v1/checkout/order-status': 'order-status.response',
  'GET /v1/checkout/list-orders': 'list-orders.response',
};

describe('the Selcom fixtures', () => {
  it('each name their published source and say what they are', () => {
    expect(SELCOM_FIXTURES.length).toBeGreaterThanOrEqual(15);
    for (const name of SELCOM_FIXTURES) {
      const f = selcomFixture(name);
      expect(f.source, name).toMatch(/^https:\/\/developers\.selcommobile\.com \(.+\)$/);
      expect(['request', 'response', 'callback'], name).toContain(f.kind);
      expect(f.operation, name).toMatch(/^(GET|POST) /);
      if (f.kind === 'request') expect(f.body === null ? f.query : f.optional, name).toBeDefined();
      else expect(f.body, name).toBeTypeOf('object');
    }
  });
});

describe('(a) our adapter against the published examples', () => {
  let published: Listening;
  const seen: Request[] = [];
  let ctx: SelcomContext;
  const events: CallbackEvent[] = [];
  beforeAll(async () => {
    published = await listen((r) => {
      seen.push(r);
      const name = ANSWERS[`${r.method} ${r.path}`];
      return name ? { status: 200, body: selcomFixture(name).body } : { status: 404, body: {} };
    });
    const settings = { ...KEY, baseUrl: published.url, vendor: 'TILL60900', pin: '4321' };
    ctx = {
      settings: { ...settings, timeoutMs: 2_000 },
      callbacks: { baseUrl: 'https://lender.example', secret: 'unused', allowList: [] },
      client: selcomClient({ ...settings, timeoutMs: 2_000 }, Date.now),
      memory: mapMemory(),
      clock: Date.now,
      currency: 'TZS',
      utilityCode: () => 'VMCASHIN',
    };
  });
  afterAll(() => published.close());
  afterEach(() => {
    seen.length = 0;
    events.length = 0;
  });

  const request = (operation: string) => {
    const [method, path] = operation.split(' ');
    const found = seen.find((r) => r.method === method && r.path === path);
    if (!found) throw new Error(`no ${operation} was sent`);
    return found;
  };

  /** The request of `name` as our adapter sent it: the published keys, types and signature. */
  function expectPublishedRequest(name: string) {
    const f = selcomFixture(name);
    const sent = request(f.operation);
    const signed = names(String(sent.headers['signed-fields']));
    if (f.body === null) {
      const query = Object.fromEntries(sent.query);
      expect(Object.keys(query).sort(), name).toEqual(Object.keys(f.query ?? {}).sort());
      // A published date stays a date of the same form.
      for (const [key, value] of Object.entries(f.query ?? {}))
        if (/^\d{4}-\d{2}-\d{2}$/.test(value))
          expect(query[key], key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(signed, name).toEqual(names(f.headers?.['Signed-Fields']));
      return;
    }
    const body = sent.body as Record<string, unknown>;
    const published = bodyOf(name);
    const missing = Object.keys(published).filter((key) => !(key in body));
    expect(
      missing.filter((key) => !f.optional?.includes(key)),
      `${name}: mandatory`,
    ).toEqual([]);
    const same = Object.fromEntries(Object.keys(body).map((key) => [key, published[key]]));
    expect(shapeOf(body), name).toEqual(shapeOf(same));
    const order = names(f.headers?.['Signed-Fields']).filter((n) => n in body);
    if (f.headers) expect(signed, `${name}: Signed-Fields`).toEqual(order);
    else expect(signed.sort(), name).toEqual(Object.keys(body).sort());
  }

  it('sends walletcashin/process as published and reads its success answer', async () => {
    const rails = selcomRails(ctx);
    await rails.payout({ payOrderId: 'DCONFPROC001', account: TZ, amount: 8000 });
    expectPublishedRequest('walletcashin-process.request');
    const memo = await ctx.memory.get<SelcomMemo>(selcomKey('DCONFPROC001'));
    expect(memo).toMatchObject({ final: 'succeeded', receipt: '0270720833' });
  });

  it('asks walletcashin/query as published and settles from its envelope and receipt', async () => {
    await ctx.memory.put(selcomKey('DCONFQUERY01'), { kind: 'payout', amount: 8000, account: TZ });
    expect(await selcomRails(ctx).query('DCONFQUERY01')).toBe('succeeded');
    expectPublishedRequest('walletcashin-query.request');
    const memo = await ctx.memory.get<SelcomMemo>(selcomKey('DCONFQUERY01'));
    expect(memo?.receipt).toBe('12344');
  });

  it('reads the float by POST vendor/balance as published', async () => {
    expect(await readSelcomBalance(ctx)).toBe(1_000_000);
    expectPublishedRequest('vendor-balance.request');
  });

  it('opens a collection by create-order-minimal and wallet-payment as published', async () => {
    const rails = selcomRails(ctx);
    await rails.collect({ payOrderId: 'RCONFORDER01', account: TZ, amount: 8000 });
    expectPublishedRequest('create-order-minimal.request');
    expectPublishedRequest('wallet-payment.request');
    const memo = await ctx.memory.get<SelcomMemo>(selcomKey('RCONFORDER01'));
    expect(memo?.refused).toBeUndefined();
    // The published order is PENDING: still open.
    expect(await rails.query('RCONFORDER01')).toBe('pending');
    expectPublishedRequest('order-status.request');
  });

  it('reads list-orders as published: no line of it is a completed collection', async () => {
    const to = Date.parse('2019-06-07T00:00:00+03:00');
    const lines = await selcomRails(ctx).statement(to - 86_400_000, to);
    expectPublishedRequest('list-orders.request');
    expect(lines).toEqual([]);
  });

  it('books the published webhook only once order-status confirms it, as it signs no amount', async () => {
    const body = bodyOf('webhook.callback') as Record<string, string>;
    const id = String(body.order_id);
    await ctx.memory.put(selcomKey(id), { kind: 'collect', amount: 10_000, account: TZ });
    const signedAs = (fields: string[]) =>
      signHeaders(KEY, Object.fromEntries(fields.map((n) => [n, body[n] ?? ''])), Date.now());
    const deliver = (e: CallbackEvent) => Promise.resolve(events.push(e));
    const published = names(selcomFixture('webhook.callback').headers?.['Signed-Fields']);
    const answer = await selcomWebhook(ctx, deliver, { headers: signedAs(published), body });
    expect(answer.status).toBe(200);
    expectPublishedRequest('order-status.request'); // asked; the published order is PENDING
    expect(events).toEqual([]);
    // Signed over every field it carries, it is booked on its own word.
    await selcomWebhook(ctx, deliver, { headers: signedAs(Object.keys(body)), body });
    expect(events).toMatchObject([{ payOrderId: id, report: 'succeeded', amount: 10_000 }]);
  });
});

describe("(b) our simulator, driven by Selcom's own client", () => {
  let sim: SelcomSim;
  let inbox: Listening;
  const hooks: Request[] = [];
  let client: apigwCLient;
  let n = 0;
  const transid = () => `CONF${Date.now().toString(36).toUpperCase()}${++n}`;
  beforeAll(async () => {
    sim = await startSelcomSim(KEY);
    inbox = await listen((r) => {
      hooks.push(r);
      return { status: 200, body: {} };
    });
    client = new apigwCLient(sim.url, KEY.apiKey, KEY.apiSecret);
  });
  afterAll(async () => {
    await inbox.close();
    await sim.close();
  });

  const credentials = () => ({ vendor: sim.settings.vendor, pin: sim.settings.pin });
  const expectShapeOf = (name: string, answer: unknown) =>
    expect(shapeOf(answer), name).toEqual(shapeOf(selcomFixture(name).body));

  it('answers walletcashin/process and its query in the published shapes', async () => {
    const id = transid();
    const sent = { ...bodyOf('walletcashin-process.request'), transid: id, utilityref: MSISDN };
    const done = await client.postFunc('/v1/walletcashin/process', {
      ...sent,
      msisdn: MSISDN,
      ...credentials(),
    });
    expect(done).toMatchObject({ resultcode: '000' });
    expectShapeOf('api-response.success', done);
    const status = await client.getFunc('/v1/walletcashin/query', { transid: id });
    expect(status).toMatchObject({ resultcode: '000' });
    expectShapeOf('walletcashin-query.response', status);
  });

  it('answers vendor/balance by POST in the published shape', async () => {
    const balance = await client.postFunc('/v1/vendor/balance', {
      ...bodyOf('vendor-balance.request'),
      ...credentials(),
      transid: transid(),
    });
    expect(balance).toMatchObject({ resultcode: '000' });
    expectShapeOf('vendor-balance.response', balance);
  });

  it('answers the checkout calls in the published shapes and sends the published webhook', async () => {
    const orderId = transid();
    const order = await client.postFunc('/v1/checkout/create-order-minimal', {
      ...bodyOf('create-order-minimal.request'),
      vendor: sim.settings.vendor,
      order_id: orderId,
      buyer_phone: MSISDN,
      webhook: `${inbox.url}/webhook/${orderId}`,
    });
    expect(order).toMatchObject({ resultcode: '000' });
    expectShapeOf('create-order-minimal.response', order);
    const push = await client.postFunc('/v1/checkout/wallet-payment', {
      ...bodyOf('wallet-payment.request'),
      transid: transid(),
      order_id: orderId,
      msisdn: MSISDN,
    });
    expectShapeOf('wallet-payment.response', push);
    expectShapeOf(
      'order-status.response',
      await client.getFunc('/v1/checkout/order-status', { order_id: orderId }),
    );
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const listed = await client.getFunc('/v1/checkout/list-orders', {
      fromdate: today,
      todate: today,
    });
    expectShapeOf('list-orders.response', listed);

    sim.answerPushes(true);
    await sim.outbox.deliver(true);
    expect(hooks).toHaveLength(1);
    const hook = hooks[0];
    expect(shapeOf(hook?.body)).toEqual(shapeOf(selcomFixture('webhook.callback').body));
    expect(names(String(hook?.headers['signed-fields']))).toEqual(
      names(selcomFixture('webhook.callback').headers?.['Signed-Fields']),
    );
  });
});
