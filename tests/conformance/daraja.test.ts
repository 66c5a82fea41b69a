/**
 * M-Pesa Daraja as Safaricom publishes it (tests/conformance/fixtures/daraja, each example with its
 * source): our adapter builds requests of exactly the published shape and reads the published
 * answers and results right; and our simulator answers and posts results in exactly those shapes
 * (Safaricom's own Node client drives it in daraja-client.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  askStatus,
  registerC2B,
  registerPull,
  requestBalance,
  stkQuery,
} from '../../src/server/providers/rails/daraja/adapter';
import { darajaInbound } from '../../src/server/providers/rails/daraja/inbound';
import { INVALID_TOKEN, refusalCode } from '../../src/server/providers/rails/daraja/client';
import { pullTransactions } from '../../src/server/providers/rails/daraja/pull';
import {
  callbackToken,
  isInitiatorFault,
  parameter,
  payoutFloat,
  stkReport,
  statusReport,
} from '../../src/server/providers/rails/daraja/rules';
import type { ResultCallback, StkCallback } from '../../src/server/providers/rails/daraja/types';
import { onRequestSent, schemaProblem } from '../../src/server/providers/rails/schemas';
import { darajaHarness, type DarajaHarness } from '../server/rails/daraja-harness';
import { fixture, FIXTURES, namesOf } from './daraja-fixtures';
import { requestProblems, shapeOf } from './daraja-shape';

const KE = '+254712345678';

describe('the fixtures', () => {
  it('each name their published source and say what they are', () => {
    expect(FIXTURES.size).toBeGreaterThanOrEqual(20);
    for (const [name, f] of FIXTURES) {
      expect(f.source, name).toMatch(/^https:\/\/developer\.safaricom\.co\.ke\/APIs\//);
      expect(['request', 'response', 'callback'], name).toContain(f.kind);
      expect(f.operation, name).toBeTruthy();
      expect(f.body, name).toBeTypeOf('object');
    }
  });
});

/** What the adapter does with each published answer or result, beyond taking its shape. */
const READINGS: Record<string, (body: never) => void> = {
  'oauth-token.response': (b: { expires_in: number | string }) =>
    expect(Number(b.expires_in)).toBe(3599),
  'b2c-result.callback': (b: ResultCallback) => {
    expect(Number(b.Result.ResultCode)).toBe(0);
    expect(parameter(b.Result.ResultParameters?.ResultParameter, 'TransactionAmount')).toBe('10');
  },
  'b2c-result-initiator-invalid.callback': (b: ResultCallback) =>
    expect(isInitiatorFault(b.Result.ResultCode)).toBe(true),
  'b2c-duplicate.error': (b: object) =>
    expect(refusalCode({ status: 500, body: b })).toBe('500.002.1001'),
  'stkpush.error': (b: object) => expect(refusalCode({ status: 400, body: b })).toBe('400.002.02'),
  'transaction-status-result.callback': (b: ResultCallback) =>
    expect(statusReport(b.Result.ResultCode, b.Result.ResultParameters?.ResultParameter)).toBe(
      'succeeded',
    ),
  'account-balance-result.callback': (b: ResultCallback) =>
    // The Utility Account, which B2C pays from, not the Working Account's 700,000.
    expect(
      payoutFloat(parameter(b.Result.ResultParameters?.ResultParameter, 'AccountBalance')),
    ).toBe(228_037),
  'stk-paid.callback': (b: StkCallback) =>
    expect(stkReport(b.Body.stkCallback.ResultCode)).toBe('succeeded'),
  'stk-cancelled.callback': (b: StkCallback) =>
    expect(stkReport(b.Body.stkCallback.ResultCode)).toBe('failed'),
  'stkquery.response': (b: { ResultCode: string }) =>
    expect(stkReport(Number(b.ResultCode))).toBe('succeeded'),
};

describe('our adapter against the published examples', () => {
  const sent = new Map<string, Record<string, unknown>>();
  let h: DarajaHarness;
  let stop: () => void;

  beforeAll(async () => {
    stop = onRequestSent((schema, body) => sent.set(schema, body as Record<string, unknown>));
    h = await darajaHarness({ pullRegistered: false });
    // Each operation on its own: one that breaks leaves its own request missing, not the rest.
    const steps = [
      () => h.rails.payout({ payOrderId: 'DCONFORM01', account: KE, amount: 1000 }),
      () => askStatus(h.ctx, 'DCONFORM01'),
      () => requestBalance(h.ctx),
      async () => {
        const push = { payOrderId: 'RCONFORM0001', account: KE, amount: 500 };
        await stkQuery(h.ctx, (await h.rails.collect(push)).providerRef);
      },
      () => registerPull(h.ctx, '0722000000'),
      () => pullTransactions(h.ctx, Date.now() - 60_000, Date.now()),
      () => registerC2B(h.ctx),
    ];
    for (const step of steps) await step().catch(() => undefined);
  });
  afterAll(async () => {
    stop();
    await h.close();
  });

  it.each(namesOf('request'))('%s: we send the published request', (name) => {
    const f = fixture(name);
    const ours = sent.get(f.schema);
    expect(ours, `no ${f.schema} sent`).toBeDefined();
    expect(requestProblems(ours ?? {}, f.body, f)).toEqual([]);
  });

  it('a Transaction Status names the payment by one of its two ids', () => {
    const ours = sent.get('daraja/transaction-status.request') ?? {};
    expect('TransactionID' in ours || 'OriginalConversationID' in ours).toBe(true);
  });

  it.each([...namesOf('response'), ...namesOf('response', 'us'), ...namesOf('callback')])(
    '%s: we take the published shape and read it right',
    (name) => {
      const f = fixture(name);
      expect(schemaProblem(f.schema, f.body)).toBeNull();
      READINGS[name]?.(f.body as never);
    },
  );

  it('answers the validation of a paybill payment in the published shape, accepting or not', async () => {
    const paybill = { payOrderId: 'RCONFORM0002', account: KE, amount: 700, channelId: 'paybill' };
    await h.rails.collect(paybill);
    const validate = (amount: number) =>
      darajaInbound(h.ctx, async () => undefined, {
        purpose: 'c2b-validation',
        id: h.ctx.settings.shortCode,
        token: callbackToken(h.ctx.callbacks.secret, 'c2b-validation', h.ctx.settings.shortCode),
        ip: '127.0.0.1',
        body: {
          ...fixture('c2b.callback').body,
          BillRefNumber: paybill.payOrderId,
          TransAmount: String(amount),
        },
      });
    const accepted = await validate(700);
    expect(accepted.body).toEqual({ ResultCode: '0', ResultDesc: 'Accepted' });
    const rejected = await validate(699);
    expect(rejected.body.ResultCode).not.toBe('0');
    for (const answer of [accepted, rejected])
      expect(shapeOf(answer.body)).toEqual(shapeOf(fixture('c2b-validation.response').body));
  });

  it('takes every spelling of "invalid access token" the documentation uses as a token to fetch again', () => {
    for (const code of ['400.003.01', '401.002.01', '401.001'])
      expect(INVALID_TOKEN.has(code)).toBe(true);
  });
});

interface Answered {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly body: unknown;
}

describe('our simulator answers in the published shapes', () => {
  const answers: Answered[] = [];
  const original = globalThis.fetch;
  let h: DarajaHarness;
  const got = new Map<string, unknown>();

  /** The answer the simulator gave to `path` with `status`. */
  const answerTo = (path: string, status = 200) =>
    answers.find((a) => a.path === path && a.status === status)?.body;
  /** The result the simulator posted for `purpose` (result, status, balance, stk). */
  const posted = (purpose: string, test: (body: never) => boolean = () => true) =>
    h.sim.outbox.sent.find((m) => m.url.split('/')[5] === purpose && test(m.body as never))?.body;

  beforeAll(async () => {
    h = await darajaHarness({ pullRegistered: false });
    const simUrl = h.sim.url;
    globalThis.fetch = async (input, init) => {
      const response = await original(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.origin === simUrl) {
        const text = await response.clone().text();
        answers.push({
          method: init?.method ?? 'GET',
          path: url.pathname,
          status: response.status,
          body: text ? (JSON.parse(text) as unknown) : undefined,
        });
      }
      return response;
    };
    // Each step on its own: one the adapter cannot read leaves only its own shape missing.
    const step = (work: () => Promise<unknown>) => work().catch(() => undefined);
    // A payout, sent twice (the second refused as a duplicate), its result and its status.
    const payout = { payOrderId: 'DSIMSHAPE1', account: KE, amount: 1000 };
    await step(() => h.rails.payout(payout));
    await step(() => h.rails.payout(payout));
    await h.sim.outbox.deliver();
    await h.sim.outbox.deliver();
    await step(() => requestBalance(h.ctx));
    // An STK push paid, another cancelled, each queried.
    await step(async () => {
      const paid = await h.rails.collect({ payOrderId: 'RSIMSHAPE001', account: KE, amount: 500 });
      h.sim.answerPushes(true);
      await stkQuery(h.ctx, paid.providerRef);
    });
    h.sim.setFaults({ cancel: 100 });
    await step(() => h.rails.collect({ payOrderId: 'RSIMSHAPE002', account: KE, amount: 500 }));
    h.sim.answerPushes(true);
    await h.sim.outbox.deliver();
    // A request Daraja refuses, a Pull registration, and a payout with a wrong initiator.
    const refused = await original(`${simUrl}/mpesa/stkpush/v1/processrequest`, {
      method: 'POST',
      headers: { authorization: 'Bearer none', 'content-type': 'application/json' },
      body: '{}',
    });
    got.set('stkpush.error', await refused.json());
    await step(() => registerPull(h.ctx, '0722000000'));
    // A paybill payment: its confirmation.
    await step(async () => {
      await registerC2B(h.ctx);
      const bill = { payOrderId: 'RSIMSHAPE003', account: KE, amount: 700, channelId: 'paybill' };
      await h.rails.collect(bill);
      await h.sim.payBill('254712345678', 700, bill.payOrderId);
    });
    await h.sim.outbox.deliver();
    h.sim.setPortalPassword('Changed!OnThePortal1');
    await step(() => h.rails.payout({ payOrderId: 'DSIMSHAPE2', account: KE, amount: 1000 }));
    await h.sim.outbox.deliver();
    const ok = (code: number) => (b: ResultCallback) => Number(b.Result.ResultCode) === code;
    const stk = (code: number) => (b: StkCallback) => b.Body.stkCallback.ResultCode === code;
    const found: Record<string, unknown> = {
      'oauth-token.response': answerTo('/oauth/v1/generate'),
      'b2c.response': answerTo('/mpesa/b2c/v3/paymentrequest'),
      'b2c-duplicate.error': answerTo('/mpesa/b2c/v3/paymentrequest', 500),
      'b2c-result.callback': posted('result', ok(0)),
      'b2c-result-initiator-invalid.callback': posted('result', ok(2001)),
      'transaction-status.response': answerTo('/mpesa/transactionstatus/v1/query'),
      'transaction-status-result.callback': posted('status', ok(0)),
      'account-balance.response': answerTo('/mpesa/accountbalance/v1/query'),
      'account-balance-result.callback': posted('balance', ok(0)),
      'stkpush.response': answerTo('/mpesa/stkpush/v1/processrequest'),
      'stk-paid.callback': posted('stk', stk(0)),
      'stk-cancelled.callback': posted('stk', stk(1032)),
      'stkquery.response': answerTo('/mpesa/stkpushquery/v1/query'),
      'pull-register.response': answerTo('/pulltransactions/v1/register'),
      'c2b-register.response': answerTo('/mpesa/c2b/v2/registerurl'),
      'c2b.callback': posted('c2b-confirmation'),
    };
    for (const [name, body] of Object.entries(found)) got.set(name, body);
  });
  afterAll(async () => {
    globalThis.fetch = original;
    await h.close();
  });

  it.each([...namesOf('response'), ...namesOf('callback')])(
    '%s: the simulator answers in its shape',
    (name) => {
      const ours = got.get(name);
      expect(ours, `the simulator gave no ${name}`).toBeDefined();
      expect(shapeOf(ours)).toEqual(shapeOf(fixture(name).body));
    },
  );
});
