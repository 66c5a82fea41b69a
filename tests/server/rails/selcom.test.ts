import { afterEach, describe, expect, it } from 'vitest';
import { onRequestSent, schemaProblem } from '../../../src/server/providers/rails/schemas';
import {
  FIRST_CASHIN_QUERY_MS,
  selcomKey,
  type SelcomMemo,
} from '../../../src/server/providers/rails/selcom/adapter';
import {
  digest,
  signHeaders,
  signatureProblem,
  signingText,
} from '../../../src/server/providers/rails/selcom/sign';
import { cashInReport, orderReport } from '../../../src/server/providers/rails/selcom/outcome';
import { RailUnavailable } from '../../../src/server/providers/wallet';
import { selcomHarness } from './selcom-harness';

type Harness = Awaited<ReturnType<typeof selcomHarness>>;
let h: Harness | undefined;
const sent: Array<{ schema: string; body: unknown }> = [];
onRequestSent((schema, body) => sent.push({ schema, body }));
afterEach(async () => {
  await h?.close();
  h = undefined;
  for (const s of sent) expect(schemaProblem(s.schema, s.body), s.schema).toBeNull();
  sent.length = 0;
});

const MPESA_TZ = '+255741234567';
/** The harness's business clock, moved by the tests (Selcom's 3-minute wait before a query). */
let now = Date.parse('2026-03-02T09:00:00Z');
const clock = () => now;
const queriesSent = () => sent.filter((s) => s.schema === 'selcom/walletcashin-process.request');

/** Posts a webhook signed by Selcom's key over `signed` only, whatever else the body says. */
async function webhook(inboxUrl: string, body: Record<string, string>, signed: string[]) {
  const fields = Object.fromEntries(signed.map((n) => [n, body[n] ?? '']));
  const headers = signHeaders(
    { apiKey: 'sim-selcom-key', apiSecret: 'sim-selcom-secret' },
    fields,
    Date.now(),
  );
  return fetch(`${inboxUrl}/rails/selcom/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('Selcom signature', () => {
  const key = { apiKey: 'k', apiSecret: 's' };
  const fields = { transid: 'T1', amount: 5000 };
  it('holds for what was signed and for nothing else', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const headers = signHeaders(key, fields, now);
    expect(headers.Timestamp).toBe('2026-01-01T03:00:00+03:00');
    expect(signatureProblem(key, headers, fields, now)).toBeNull();
    expect(signatureProblem(key, headers, { ...fields, amount: 50000 }, now)).toBe('bad digest');
    expect(signatureProblem({ ...key, apiSecret: 'x' }, headers, fields, now)).toBe('bad digest');
    expect(signatureProblem(key, headers, fields, now + 3_600_000)).toMatch(/timestamp/);
    expect(signatureProblem({ ...key, apiKey: 'other' }, headers, fields, now)).toBe('bad api key');
  });

  it('reads the "yyyy-dd-mm H:i:s" Timestamp of the request samples, in East Africa Time', () => {
    const now = Date.parse('2026-01-05T06:30:46Z');
    for (const timestamp of ['2026-01-05 09:30:46', '2026-05-01 09:30:46']) {
      const headers = {
        ...signHeaders(key, fields, now),
        Timestamp: timestamp,
        Digest: digest(key.apiSecret, signingText(timestamp, fields, Object.keys(fields))),
      };
      expect(signatureProblem(key, headers, fields, now), timestamp).toBeNull();
      expect(signatureProblem(key, headers, fields, now + 3_600_000)).toMatch(/timestamp/);
    }
  });
});

describe('Selcom outcomes', () => {
  const envelope = { reference: 'R', result: 'FAIL', message: 'm' };
  it('takes a status query as a verdict only when it came with HTTP 200', () => {
    expect(cashInReport({ ...envelope, resultcode: '403', httpStatus: 403 })).toBe('pending');
    expect(cashInReport({ ...envelope, resultcode: '500', httpStatus: 502 })).toBe('pending');
    expect(cashInReport({ ...envelope, resultcode: '403', httpStatus: 200 })).toBe('failed');
  });

  it('reads both spellings of a cancelled order, and an unknown status as still open', () => {
    expect(orderReport('USERCANCELLED')).toBe('failed');
    expect(orderReport('USERCANCELED')).toBe('failed');
    expect(orderReport('INPROGRESS')).toBe('pending');
    expect(orderReport('SOMETHING NEW')).toBe('pending');
  });
});

describe('Selcom adapter against the simulator (real HTTP on loopback)', () => {
  it('pays out by cash-in with the wallet utility code, once', async () => {
    h = await selcomHarness({}, 2_000, clock);
    await h.rails.payout({ payOrderId: 'DSEL00000001', account: MPESA_TZ, amount: 50_000 });
    await h.rails.payout({ payOrderId: 'DSEL00000001', account: MPESA_TZ, amount: 50_000 });
    expect([...h.sim.cashins.values()]).toMatchObject([
      { utilitycode: 'VMCASHIN', utilityref: '255741234567', amount: 50_000 },
    ]);
    expect(await h.rails.query('DSEL00000001')).toBe('succeeded');
    const memo = await h.ctx.memory.get<SelcomMemo>(selcomKey('DSEL00000001'));
    expect(memo?.receipt).toBe(h.sim.cashins.get('DSEL00000001')?.reference);
  });

  it('999 is unknown: no second cash-in; asked after 3 minutes, settled by the documented query', async () => {
    h = await selcomHarness({ faults: { ambiguous: 100 } }, 2_000, clock);
    const payout = { payOrderId: 'DSEL999AMB01', account: '+255681234567', amount: 1000 };
    await expect(h.rails.payout(payout)).rejects.toBeInstanceOf(RailUnavailable);
    await h.rails.payout(payout);
    expect(queriesSent()).toHaveLength(1);
    // Selcom: wait 3 minutes before asking; asked earlier it might not know the transid yet.
    h.sim.answerQueryWith('DSEL999AMB01', '999');
    expect(await h.rails.query('DSEL999AMB01')).toBe('pending');
    now += FIRST_CASHIN_QUERY_MS;
    expect(await h.rails.query('DSEL999AMB01')).toBe('pending'); // asked: still 999
    h.sim.answerQueryWith('DSEL999AMB01');
    expect(await h.rails.query('DSEL999AMB01')).toBe('pending'); // 3 more minutes first
    now += FIRST_CASHIN_QUERY_MS;
    expect(await h.rails.query('DSEL999AMB01')).toBe('succeeded');
    const memo = await h.ctx.memory.get<SelcomMemo>(selcomKey('DSEL999AMB01'));
    // The wallet's receipt from data[0].receipt, not Selcom's reference.
    expect(memo?.receipt).toBe(h.sim.cashins.get('DSEL999AMB01')?.receipt);
    expect(queriesSent()).toHaveLength(1);
  });

  it.each([
    ['111', 'pending'],
    ['927', 'pending'],
    ['999', 'pending'],
    ['015', 'failed'],
    ['403', 'failed'],
  ])('a cash-in whose status query answers %s is %s', async (code, report) => {
    h = await selcomHarness({ faults: { timeout: 100 } }, 300, clock);
    const payout = { payOrderId: `DSELCODE${code}0`, account: MPESA_TZ, amount: 1000 };
    await expect(h.rails.payout(payout)).rejects.toBeInstanceOf(RailUnavailable);
    h.sim.answerQueryWith(payout.payOrderId, code);
    now += FIRST_CASHIN_QUERY_MS;
    expect(await h.rails.query(payout.payOrderId)).toBe(report);
  });

  it('insufficient float and unknown numbers fail without moving money', async () => {
    h = await selcomHarness({ float: 1000, unregistered: ['255621234567'] });
    await h.rails.payout({ payOrderId: 'DSELFLOAT001', account: MPESA_TZ, amount: 5000 });
    await h.rails.payout({ payOrderId: 'DSELUNREG001', account: '+255621234567', amount: 500 });
    expect(await h.rails.query('DSELFLOAT001')).toBe('failed');
    expect(await h.rails.query('DSELUNREG001')).toBe('failed');
    expect(h.sim.float).toBe(1000);
  });

  it('USSD push: pending, then paid; the webhook, signed as the documented example signs it (no amount), is confirmed by order-status; repeats book once', async () => {
    h = await selcomHarness({ faults: { duplicate: 100 } });
    await h.rails.collect({ payOrderId: 'RSEL00000001', account: MPESA_TZ, amount: 12_000 });
    expect(await h.rails.query('RSEL00000001')).toBe('pending');
    h.sim.answerPushes(true);
    await h.sim.outbox.deliver(true);
    expect(h.sim.outbox.sent.map((m) => m.status)).toEqual([200, 200]);
    expect(h.events).toEqual([
      {
        provider: 'selcom',
        eventId: 'order-status:RSEL00000001:succeeded',
        payOrderId: 'RSEL00000001',
        report: 'succeeded',
        amount: 12_000,
      },
    ]);
    const memo = await h.ctx.memory.get<SelcomMemo>(selcomKey('RSEL00000001'));
    expect(memo?.receipt).toBe(h.sim.orders.get('RSEL00000001')?.transid);
  });

  it('a webhook whose signature covers the money fields is booked on its own word', async () => {
    h = await selcomHarness();
    await h.rails.collect({ payOrderId: 'RSELSIGNED01', account: MPESA_TZ, amount: 7_000 });
    const body = {
      result: 'SUCCESS',
      resultcode: '000',
      order_id: 'RSELSIGNED01',
      transid: 'ABC123',
      reference: '0289124234',
      amount: '7000',
      payment_status: 'COMPLETED',
    };
    const res = await webhook(h.inboxUrl, body, Object.keys(body));
    expect(res.status).toBe(200);
    expect(h.events).toEqual([
      {
        provider: 'selcom',
        eventId: 'webhook:ABC123:COMPLETED',
        payOrderId: 'RSELSIGNED01',
        report: 'succeeded',
        amount: 7_000,
      },
    ]);
  });

  it('a validly signed webhook that signs only transid books nothing by itself', async () => {
    h = await selcomHarness({ faults: { missing: 100 } });
    await h.rails.collect({ payOrderId: 'RSELONLYT001', account: MPESA_TZ, amount: 12_000 });
    // Unsigned claims: paid, and a different amount. Selcom's order is still PENDING.
    const claim = {
      result: 'SUCCESS',
      resultcode: '000',
      order_id: 'RSELONLYT001',
      transid: 'T1',
      amount: '120000',
      payment_status: 'COMPLETED',
    };
    expect((await webhook(h.inboxUrl, claim, ['transid'])).status).toBe(200);
    expect(h.events).toEqual([]);
    expect((await h.ctx.memory.get<SelcomMemo>(selcomKey('RSELONLYT001')))?.final).toBeUndefined();
    // Once the borrower has paid, the same message only prompts the order-status query, whose
    // amount (not the webhook's) is booked.
    h.sim.answerPushes(true);
    expect((await webhook(h.inboxUrl, claim, ['transid'])).status).toBe(200);
    expect(h.events).toMatchObject([{ report: 'succeeded', amount: 12_000 }]);
  });

  it('a customer who cancels the PIN prompt gets no webhook; order-status fails the collection', async () => {
    h = await selcomHarness({ faults: { cancel: 100 } });
    await h.rails.collect({ payOrderId: 'RSELCANCEL01', account: MPESA_TZ, amount: 12_000 });
    h.sim.answerPushes(true);
    expect(await h.sim.outbox.deliver(true)).toBe(0);
    expect(h.sim.orders.get('RSELCANCEL01')?.payment_status).toBe('USERCANCELLED');
    expect(await h.rails.query('RSELCANCEL01')).toBe('failed');
  });

  it('states the day: collections from list-orders, payouts from the stored answers of Selcom', async () => {
    h = await selcomHarness({ clock }, 2_000, clock);
    const dayStart = Date.parse('2026-03-02T21:00:00Z'); // 3 March 00:00 in Dar es Salaam
    now = dayStart - 60_000; // the day before
    await h.rails.collect({ payOrderId: 'RSELBEFORE01', account: MPESA_TZ, amount: 1_000 });
    await h.rails.payout({ payOrderId: 'DSELBEFORE01', account: MPESA_TZ, amount: 2_000 });
    now = dayStart + 60_000;
    await h.rails.collect({ payOrderId: 'RSELTODAY001', account: MPESA_TZ, amount: 3_000 });
    await h.rails.collect({ payOrderId: 'RSELUNPAID01', account: MPESA_TZ, amount: 4_000 });
    await h.rails.payout({ payOrderId: 'DSELTODAY001', account: MPESA_TZ, amount: 5_000 });
    h.sim.setFaults({ ambiguous: 100 });
    await expect(
      h.rails.payout({ payOrderId: 'DSELTODAY002', account: MPESA_TZ, amount: 6_000 }),
    ).rejects.toBeInstanceOf(RailUnavailable);
    h.sim.answerPushes(true);
    h.sim.orders.get('RSELUNPAID01')!.payment_status = 'PENDING';
    now = dayStart + 86_400_000 + 3_600_000;
    const lines = await h.rails.statement(dayStart, dayStart + 86_400_000);
    expect(lines.sort((a, b) => a.payOrderId.localeCompare(b.payOrderId))).toEqual([
      { payOrderId: 'DSELTODAY001', kind: 'payout', amount: 5_000 },
      // Unknown after its 999: the statement asked Selcom, which says it was paid.
      { payOrderId: 'DSELTODAY002', kind: 'payout', amount: 6_000 },
      { payOrderId: 'RSELTODAY001', kind: 'collect', amount: 3_000 },
    ]);
  });

  it('an unsigned or tampered webhook is refused', async () => {
    h = await selcomHarness();
    await h.rails.collect({ payOrderId: 'RSELFORGE001', account: MPESA_TZ, amount: 12_000 });
    const body = {
      result: 'SUCCESS',
      resultcode: '000',
      order_id: 'RSELFORGE001',
      transid: 'X1',
      payment_status: 'COMPLETED',
      amount: '12000',
    };
    const forged = await fetch(`${h.inboxUrl}/rails/selcom/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...signHeaders({ apiKey: h.sim.settings.apiKey, apiSecret: 'guess' }, body, Date.now()),
      },
      body: JSON.stringify(body),
    });
    expect(forged.status).toBe(401);
    expect(h.events).toEqual([]);
  });

  it('a lost webhook is healed by the order-status query', async () => {
    h = await selcomHarness({ faults: { missing: 100 } });
    await h.rails.collect({ payOrderId: 'RSELLOST0001', account: MPESA_TZ, amount: 3000 });
    h.sim.answerPushes(true);
    expect(await h.sim.outbox.deliver(true)).toBe(0);
    expect(await h.rails.query('RSELLOST0001')).toBe('succeeded');
  });
});
