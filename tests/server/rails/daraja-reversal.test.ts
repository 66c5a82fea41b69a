/**
 * Daraja's Reversal against the simulator: a collection booked in error is given back whole,
 * booked only when Transaction Status says the receipt is reversed, and never given back twice.
 */
import { describe, expect, it } from 'vitest';
import { memoKey, type DarajaMemo } from '../../../src/server/providers/rails/daraja/adapter';
import { schemaProblem } from '../../../src/server/providers/rails/schemas';
import { RailUnavailable } from '../../../src/server/providers/wallet';
import { setUpDarajaTests, type DarajaHarness } from './daraja-harness';

const daraja = setUpDarajaTests();
const sent = daraja.sent;

const KE = '+254712345678';

/** An STK collection the customer paid, settled by the STK query (its callback never came). */
async function paidByStk(harness: DarajaHarness, payOrderId: string, amount: number) {
  harness.sim.setFaults({ missing: 100 });
  await harness.rails.collect({ payOrderId, account: KE, amount });
  harness.sim.answerPushes(true);
  expect(await harness.rails.query(payOrderId)).toBe('succeeded');
  harness.sim.setFaults({ missing: 0 });
  const receipt = harness.sim.transactions.find((t) => t.kind === 'collect')?.receipt;
  expect(receipt).toBeDefined();
  return receipt ?? '';
}

describe('Daraja Reversal against the simulator', () => {
  it('gives a collection back once, found by its receipt on the statement', async () => {
    const h = await daraja.start();
    const receipt = await paidByStk(h, 'RCOLL00001', 1200);
    expect((await h.ctx.memory.get<DarajaMemo>(memoKey('RCOLL00001')))?.receipt).toBeUndefined();
    const reversal = { payOrderId: 'VREV000001', collection: 'RCOLL00001', account: KE };
    await h.rails.reverse?.({ ...reversal, amount: 1200 });
    const sentReversal = sent.find((s) => s.schema === 'daraja/reversal.request')?.body;
    expect(sentReversal).toMatchObject({
      CommandID: 'TransactionReversal',
      TransactionID: receipt,
      RecieverIdentifierType: '11',
      Amount: 1200,
    });
    await h.sim.outbox.deliver(); // the result: a claim that asks Transaction Status
    expect(h.events).toEqual([]);
    await h.sim.outbox.deliver();
    expect(h.events).toEqual([
      {
        provider: 'daraja',
        eventId: `reversal:${receipt}`,
        payOrderId: 'VREV000001',
        report: 'succeeded',
        amount: 1200,
      },
    ]);
    // A second reversal of the same collection is refused before it is sent.
    await h.rails.reverse?.({ ...reversal, payOrderId: 'VREV000002', amount: 1200 });
    expect(await h.rails.query('VREV000002')).toBe('failed');
    // The first sent again (as after a crash): M-Pesa answers R000001, nothing moves twice.
    await h.rails.reverse?.({ ...reversal, amount: 1200 });
    await h.sim.outbox.deliver();
    await h.sim.outbox.deliver();
    expect(h.sim.transactions.filter((t) => t.kind === 'reversal')).toHaveLength(1);
    expect(h.events).toHaveLength(1);
    const statement = await h.rails.statement(Date.now() - 60_000, Date.now() + 60_000);
    expect(statement).toEqual([
      { payOrderId: 'RCOLL00001', kind: 'collect', amount: 1200 },
      { payOrderId: 'VREV000001', kind: 'payout', amount: 1200 },
    ]);
  });

  it('an unanswered reversal is settled by status queries: reversed, or sent again', async () => {
    const h = await daraja.start({}, 300);
    await paidByStk(h, 'RCOLL00003', 800);
    h.sim.setFaults({ ambiguous: 100, missing: 0 });
    const request = {
      payOrderId: 'VREV000003',
      collection: 'RCOLL00003',
      account: KE,
      amount: 800,
    };
    await expect(h.rails.reverse?.(request)).rejects.toBeInstanceOf(RailUnavailable);
    h.sim.setFaults({ ambiguous: 0 });
    // Each query finds the payment not reversed; after two the reversal never arrived.
    for (const _ of [1, 2]) {
      await h.ctx.memory.put(memoKey('VREV000003'), { nextQueryAt: 0 });
      expect(await h.rails.query('VREV000003')).toBe('pending');
      await h.sim.outbox.deliver();
    }
    expect(await h.rails.query('VREV000003')).toBe('notFound');
    await h.rails.reverse?.(request);
    await h.sim.outbox.deliver();
    await h.sim.outbox.deliver();
    expect(h.events.map((e) => [e.payOrderId, e.report])).toEqual([['VREV000003', 'succeeded']]);
    expect(h.sim.transactions.filter((t) => t.kind === 'reversal')).toHaveLength(1);
  });

  it('gives back nothing that did not arrive, or not whole', async () => {
    const h = await daraja.start();
    await h.rails.collect({ payOrderId: 'RCOLL00004', account: KE, amount: 500 });
    await h.rails.reverse?.({
      payOrderId: 'VREV4',
      collection: 'RCOLL00004',
      account: KE,
      amount: 500,
    });
    await paidByStk(h, 'RCOLL00005', 600);
    await h.rails.reverse?.({
      payOrderId: 'VREV5',
      collection: 'RCOLL00005',
      account: KE,
      amount: 60,
    });
    expect(await h.rails.query('VREV4')).toBe('failed');
    expect(await h.rails.query('VREV5')).toBe('failed');
    expect(sent.filter((s) => s.schema === 'daraja/reversal.request')).toEqual([]);
  });

  it('refuses a malformed reversal with Daraja error shape', async () => {
    const h = await daraja.start();
    const basic = Buffer.from('sim-key:sim-secret').toString('base64');
    const token = (await fetch(`${h.sim.url}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: { authorization: `Basic ${basic}` },
    }).then((r) => r.json())) as { access_token: string };
    const answer = await fetch(`${h.sim.url}/mpesa/reversal/v1/request`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ CommandID: 'TransactionReversal', RecieverIdentifierType: '4' }),
    });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as unknown;
    expect(schemaProblem('daraja/error.response', body)).toBeNull();
    expect(body).toMatchObject({ errorCode: '400.002.02' });
  });
});
