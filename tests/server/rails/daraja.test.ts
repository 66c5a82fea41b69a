import { describe, expect, it } from 'vitest';
import {
  memoKey,
  registerC2B,
  registerPull,
  requestBalance,
  type DarajaMemo,
} from '../../../src/server/providers/rails/daraja/adapter';
import { railFault } from '../../../src/server/providers/rails/floats';
import { callbackToken } from '../../../src/server/providers/rails/daraja/rules';
import { darajaInbound } from '../../../src/server/providers/rails/daraja/inbound';
import { RailUnavailable } from '../../../src/server/providers/wallet';
import { setUpDarajaTests } from './daraja-harness';

const daraja = setUpDarajaTests();
const sent = daraja.sent;

const KE = '+254712345678';

describe('Daraja adapter against the simulator (real HTTP on loopback)', () => {
  it('pays out by B2C once, and books it only from a Transaction Status answer', async () => {
    const h = await daraja.start();
    const first = await h.rails.payout({ payOrderId: 'DAAAA0001', account: KE, amount: 1500 });
    expect(first.providerRef).toMatch(/^AG_/);
    // The same order again: Daraja refuses the duplicate OriginatorConversationID; nothing moves.
    await h.rails.payout({ payOrderId: 'DAAAA0001', account: KE, amount: 1500 });
    expect(h.sim.transactions.filter((t) => t.kind === 'payout')).toHaveLength(1);
    expect(h.sim.float).toBe(1_000_000 - 1500);
    await h.sim.outbox.deliver(); // the B2C result: not trusted alone, it asks Transaction Status
    expect(h.events).toEqual([]);
    await h.sim.outbox.deliver(); // the status answer books it
    const receipt = h.sim.transactions[0]?.receipt;
    expect(h.events).toEqual([
      {
        provider: 'daraja',
        eventId: `status:${receipt}:succeeded`,
        payOrderId: 'DAAAA0001',
        report: 'succeeded',
        amount: 1500,
      },
    ]);
    expect(await h.rails.query('DAAAA0001')).toBe('succeeded');
    const memo = await h.ctx.memory.get<DarajaMemo>(memoKey('DAAAA0001'));
    expect(memo?.receipt).toBe(receipt);
    expect(await h.rails.statement(Date.now() - 60_000, Date.now() + 1000)).toEqual([
      { payOrderId: 'DAAAA0001', kind: 'payout', amount: 1500 },
    ]);
  });

  it('a timeout is unknown, never resent; the status query settles it', async () => {
    const h = await daraja.start({ faults: { timeout: 100, missing: 100 } }, 300);
    await expect(
      h.rails.payout({ payOrderId: 'DTIMEOUT1', account: KE, amount: 700 }),
    ).rejects.toBeInstanceOf(RailUnavailable);
    expect(h.sim.transactions).toHaveLength(1); // Daraja did it all the same
    h.sim.setFaults({ missing: 0 });
    expect(await h.rails.query('DTIMEOUT1')).toBe('pending');
    // Asked again at once: the backoff holds the query, no second request.
    const before = sent.length;
    expect(await h.rails.query('DTIMEOUT1')).toBe('pending');
    expect(sent.length).toBe(before);
    await h.sim.outbox.deliver();
    expect(h.events.map((e) => e.report)).toEqual(['succeeded']);
    expect(h.sim.transactions).toHaveLength(1);
  });

  it('a payout to an unregistered number or beyond the float fails and books nothing', async () => {
    const h = await daraja.start({ float: 1000, unregistered: ['254700000001'] });
    await h.rails.payout({ payOrderId: 'DUNREG01', account: '+254700000001', amount: 100 });
    await h.rails.payout({ payOrderId: 'DFLOAT01', account: KE, amount: 5000 });
    await h.sim.outbox.deliver();
    await h.sim.outbox.deliver();
    expect(h.events.map((e) => [e.payOrderId, e.report]).sort()).toEqual([
      ['DFLOAT01', 'failed'],
      ['DUNREG01', 'failed'],
    ]);
    expect(h.sim.float).toBe(1000);
  });

  it('STK push: pending while the customer decides, then paid; repeated callbacks book once', async () => {
    const h = await daraja.start({ faults: { duplicate: 100 } });
    const { providerRef } = await h.rails.collect({
      payOrderId: 'RSTK000000001',
      account: KE,
      amount: 900,
    });
    expect(providerRef).toMatch(/^ws_CO_/);
    expect(await h.rails.query('RSTK000000001')).toBe('pending'); // 500.001.1001
    h.sim.answerPushes(true);
    await h.sim.outbox.deliver(true);
    expect(h.events).toEqual([
      {
        provider: 'daraja',
        eventId: `stk:${providerRef}`,
        payOrderId: 'RSTK000000001',
        report: 'succeeded',
        amount: 900,
      },
    ]);
    const memo = await h.ctx.memory.get<DarajaMemo>(memoKey('RSTK000000001'));
    expect(memo?.receipt).toBe(h.sim.transactions[0]?.receipt);
  });

  it('STK push cancelled on the phone (1032) fails', async () => {
    const h = await daraja.start({ faults: { cancel: 100 } });
    await h.rails.collect({ payOrderId: 'RSTKCANCEL01', account: KE, amount: 900 });
    h.sim.answerPushes(true);
    await h.sim.outbox.deliver();
    expect(h.events.map((e) => e.report)).toEqual(['failed']);
  });

  it('a forged callback on a guessed path, or from an address not allowed, is refused', async () => {
    const h = await daraja.start();
    await h.rails.collect({ payOrderId: 'RFORGE000001', account: KE, amount: 900 });
    const forged = await fetch(`${h.inboxUrl}/rails/daraja/stk/RFORGE000001/guess`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        Body: {
          stkCallback: {
            MerchantRequestID: 'x',
            CheckoutRequestID: 'ws_CO_1',
            ResultCode: 0,
            ResultDesc: 'ok',
          },
        },
      }),
    });
    expect(forged.status).toBe(404);
    // The right path from an address outside the allow-list is refused all the same.
    const token = callbackToken(h.ctx.callbacks.secret, 'stk', 'RFORGE000001');
    const outsider = await darajaInbound(h.ctx, async () => undefined, {
      purpose: 'stk',
      id: 'RFORGE000001',
      token,
      ip: '203.0.113.9',
      body: {},
    });
    expect(outsider.status).toBe(404);
    expect(h.events).toEqual([]);
  });

  it('paybill: validation accepts only the open order and its amount; confirmation books after a status query', async () => {
    const h = await daraja.start();
    await registerC2B(h.ctx);
    await h.rails.collect({
      payOrderId: 'RBILL0000001',
      account: KE,
      amount: 2500,
      channelId: 'mpesa-paybill',
    });
    expect((await h.sim.payBill('254712345678', 2400, 'RBILL0000001')).accepted).toBe(false);
    expect((await h.sim.payBill('254712345678', 2500, 'RUNKNOWN')).accepted).toBe(false);
    const paid = await h.sim.payBill('254712345678', 2500, 'RBILL0000001');
    expect(paid.accepted).toBe(true);
    await h.sim.outbox.deliver(); // confirmation → Transaction Status by receipt
    await h.sim.outbox.deliver(); // its answer books it
    expect(h.events).toEqual([
      {
        provider: 'daraja',
        eventId: `status:${paid.receipt}:succeeded`,
        payOrderId: 'RBILL0000001',
        report: 'succeeded',
        amount: 2500,
      },
    ]);
  });

  it('reads the float from Account Balance', async () => {
    const h = await daraja.start({ float: 123_456 });
    await requestBalance(h.ctx);
    await h.sim.outbox.deliver();
    expect(await h.ctx.memory.get('daraja:balance')).toMatchObject({ available: 123_456 });
  });

  it('reads the Utility Account, which B2C pays from, not the richer Working Account', async () => {
    const h = await daraja.start({ float: 40_000, working: 900_000 });
    await requestBalance(h.ctx);
    await h.sim.outbox.deliver();
    expect(await h.ctx.memory.get('daraja:balance')).toMatchObject({ available: 40_000 });
    // A payout takes from the Utility Account, and the next reading shows it.
    await h.rails.payout({ payOrderId: 'DUTIL0001', account: KE, amount: 1_000 });
    expect(h.sim.float).toBe(39_000);
  });

  it('an access token Daraja no longer accepts (400.003.01) is fetched again and the payout sent once', async () => {
    const h = await daraja.start();
    await requestBalance(h.ctx); // a token is held
    h.sim.expireToken();
    const sentBefore = sent.length;
    const { providerRef } = await h.rails.payout({
      payOrderId: 'DTOKEN01',
      account: KE,
      amount: 300,
    });
    expect(providerRef).toMatch(/^AG_/);
    expect(sent.length - sentBefore).toBe(1); // one request as far as we are concerned, sent twice
    expect(h.sim.transactions.filter((t) => t.kind === 'payout')).toHaveLength(1);
    const memo = await h.ctx.memory.get<DarajaMemo>(memoKey('DTOKEN01'));
    expect(memo?.refused).toBeUndefined();
  });

  it('2001 "initiator information is invalid" raises the alarm and pauses payouts; never "send again"', async () => {
    const h = await daraja.start();
    h.sim.setPortalPassword('Changed!OnThePortal1');
    await h.rails.payout({ payOrderId: 'D2001PAY1', account: KE, amount: 800 });
    await h.sim.outbox.deliver(); // the B2C result: 2001
    expect(await railFault(h.ctx.memory, 'daraja')).toMatchObject({ code: '2001' });
    expect(sent.filter((x) => x.schema === 'daraja/transaction-status.request')).toHaveLength(0);
    // Payouts pause: nothing is sent, nothing remembered (the sweep sends it once mended).
    await expect(
      h.rails.payout({ payOrderId: 'D2001PAY2', account: KE, amount: 800 }),
    ).rejects.toThrow(/payouts paused/);
    expect(await h.rails.query('D2001PAY2')).toBe('notFound');
    // The first payout's status, asked with the same initiator, answers 2001 again and again:
    // never counted as "no such payout", so it is never sent again.
    for (let round = 0; round < 4; round++) {
      await h.ctx.memory.put(memoKey('D2001PAY1'), { nextQueryAt: 0 });
      expect(await h.rails.query('D2001PAY1')).toBe('pending');
      await h.sim.outbox.deliver();
    }
    const memo = await h.ctx.memory.get<DarajaMemo>(memoKey('D2001PAY1'));
    expect(memo?.statusMisses ?? 0).toBe(0);
    expect(h.events).toEqual([]);
    expect(h.sim.transactions).toHaveLength(0);
    // The password mended: the next Account Balance succeeds, the alarm clears, payouts go.
    h.sim.setPortalPassword(h.sim.settings.initiatorPassword);
    await requestBalance(h.ctx);
    await h.sim.outbox.deliver();
    expect(await railFault(h.ctx.memory, 'daraja')).toBeUndefined();
    await h.rails.payout({ payOrderId: 'D2001PAY2', account: KE, amount: 800 });
    expect(h.sim.transactions.filter((t) => t.kind === 'payout')).toHaveLength(1);
  });

  it('Pull Transactions: registered once, C2B only, a day without payments is empty (1001)', async () => {
    const h = await daraja.start({ pullRegistered: false, pullPageSize: 2 });
    const from = Date.now() - 60_000;
    await expect(h.rails.statement(from, Date.now() + 1000)).rejects.toThrow(/400\.001/);
    expect(await registerPull(h.ctx, '0722000000')).toBe('1000');
    expect(await registerPull(h.ctx, '0722000000')).toBe('1001');
    // Nothing yet: 1001 is an empty day, not an error.
    expect(await h.rails.statement(from, Date.now() + 1000)).toEqual([]);
    await registerC2B(h.ctx);
    for (const n of [1, 2, 3, 4, 5]) {
      const payOrderId = `RPULL0000${n}`;
      await h.rails.collect({
        payOrderId,
        account: KE,
        amount: 100 * n,
        channelId: 'mpesa-paybill',
      });
      expect((await h.sim.payBill('254712345678', 100 * n, payOrderId)).accepted).toBe(true);
    }
    await h.rails.payout({ payOrderId: 'DPULLOUT1', account: KE, amount: 700 });
    // Five payments on pages of two (OffSetValue a row offset), and no payout among them.
    const lines = await h.rails.statement(from, Date.now() + 1000);
    expect(lines.filter((l) => l.kind === 'collect').map((l) => [l.payOrderId, l.amount])).toEqual(
      [1, 2, 3, 4, 5].map((n) => [`RPULL0000${n}`, 100 * n]),
    );
    const pulled = sent.filter((x) => x.schema === 'daraja/pull-transactions.request');
    expect(pulled.length).toBeGreaterThan(1);
    // The payout is on the statement once its result says it moved (a claim until the status).
    expect(lines.filter((l) => l.kind === 'payout')).toEqual([]);
    await h.sim.outbox.deliver();
    const withResult = await h.rails.statement(from, Date.now() + 1000);
    expect(withResult.filter((l) => l.kind === 'payout')).toEqual([
      { payOrderId: 'DPULLOUT1', kind: 'payout', amount: 700 },
    ]);
  });
});
