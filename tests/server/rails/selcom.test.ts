import { afterEach, describe, expect, it } from 'vitest';
import { onRequestSent, schemaProblem } from '../../../src/server/providers/rails/schemas';
import { selcomKey, type SelcomMemo } from '../../../src/server/providers/rails/selcom/adapter';
import { signHeaders, signatureProblem } from '../../../src/server/providers/rails/selcom/sign';
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
});

describe('Selcom adapter against the simulator (real HTTP on loopback)', () => {
  it('pays out by cash-in with the wallet utility code, once', async () => {
    h = await selcomHarness();
    await h.rails.payout({ payOrderId: 'DSEL00000001', account: MPESA_TZ, amount: 50_000 });
    await h.rails.payout({ payOrderId: 'DSEL00000001', account: MPESA_TZ, amount: 50_000 });
    expect([...h.sim.cashins.values()]).toMatchObject([
      { utilitycode: 'VMCASHIN', utilityref: '255741234567', amount: 50_000 },
    ]);
    expect(await h.rails.query('DSEL00000001')).toBe('succeeded');
    const memo = await h.ctx.memory.get<SelcomMemo>(selcomKey('DSEL00000001'));
    expect(memo?.receipt).toBe(h.sim.cashins.get('DSEL00000001')?.reference);
    expect(await h.rails.statement(Date.now() - 60_000, Date.now() + 1000)).toEqual([
      { payOrderId: 'DSEL00000001', kind: 'payout', amount: 50_000 },
    ]);
  });

  it('999 is unknown: no second cash-in; the query settles it', async () => {
    h = await selcomHarness({ faults: { ambiguous: 100 } });
    await expect(
      h.rails.payout({ payOrderId: 'DSEL999AMB01', account: '+255681234567', amount: 1000 }),
    ).rejects.toBeInstanceOf(RailUnavailable);
    await h.rails.payout({ payOrderId: 'DSEL999AMB01', account: '+255681234567', amount: 1000 });
    expect(sent.filter((s) => s.schema === 'selcom/walletcashin-process.request')).toHaveLength(1);
    expect(await h.rails.query('DSEL999AMB01')).toBe('succeeded');
  });

  it('insufficient float and unknown numbers fail without moving money', async () => {
    h = await selcomHarness({ float: 1000, unregistered: ['255621234567'] });
    await h.rails.payout({ payOrderId: 'DSELFLOAT001', account: MPESA_TZ, amount: 5000 });
    await h.rails.payout({ payOrderId: 'DSELUNREG001', account: '+255621234567', amount: 500 });
    expect(await h.rails.query('DSELFLOAT001')).toBe('failed');
    expect(await h.rails.query('DSELUNREG001')).toBe('failed');
    expect(h.sim.float).toBe(1000);
  });

  it('USSD push: pending, then paid by a signed webhook; repeats book once', async () => {
    h = await selcomHarness({ faults: { duplicate: 100 } });
    await h.rails.collect({ payOrderId: 'RSEL00000001', account: MPESA_TZ, amount: 12_000 });
    expect(await h.rails.query('RSEL00000001')).toBe('pending');
    h.sim.answerPushes(true);
    await h.sim.outbox.deliver(true);
    const transid = h.sim.orders.get('RSEL00000001')?.transid;
    expect(h.events).toEqual([
      {
        provider: 'selcom',
        eventId: `webhook:${transid}:COMPLETED`,
        payOrderId: 'RSEL00000001',
        report: 'succeeded',
        amount: 12_000,
      },
    ]);
  });

  it('a customer who cancels the PIN prompt fails the collection', async () => {
    h = await selcomHarness({ faults: { cancel: 100 } });
    await h.rails.collect({ payOrderId: 'RSELCANCEL01', account: MPESA_TZ, amount: 12_000 });
    h.sim.answerPushes(true);
    await h.sim.outbox.deliver();
    expect(h.events.map((e) => e.report)).toEqual(['failed']);
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
