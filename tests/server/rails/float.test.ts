/**
 * Float: Account Balance is read (its Utility Account, which B2C pays from; the Working Account
 * holds far more and is not the float), remembered in the database, and a payout that would take
 * the float below the country's floatMinimum (country.json) pauses as unknown, so the status
 * sweep sends it (same id) once the float is back; nothing is paid meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestBalance } from '../../../src/server/providers/rails/daraja/adapter';
import { darajaInbound } from '../../../src/server/providers/rails/daraja/inbound';
import { floatStates } from '../../../src/server/providers/rails/floats';
import { railsConfig } from '../../../src/server/providers/rails/config';
import { liveContexts, liveRails, setLiveSettings } from '../../../src/server/providers/rails/live';
import { RAIL_ROUTES } from '../../../src/shared/countries.gen';
import { RailUnavailable } from '../../../src/server/providers/wallet';
import { startDarajaSim, type DarajaSim } from '../../../scripts/rails-sim/daraja-sim';
import { listen, type Listening } from '../../../scripts/rails-sim/kit';
import { setUpTestDb, testConfig } from '../helpers';

const base = setUpTestDb();
const config = testConfig({ rails: railsConfig({ RAILS: 'live' }, true) });
const clock = () => Date.now();
let sim: DarajaSim;
let inbox: Listening;
const minimum = RAIL_ROUTES.KE.floatMinimum ?? 0;

beforeAll(async () => {
  sim = await startDarajaSim({ float: minimum + 10_000, working: minimum * 10 });
  inbox = await listen(async (r) => {
    const [, , , purpose = '', id = '', token = ''] = r.path.split('/');
    const ctx = liveContexts(config, base.testDb.db, clock).daraja;
    if (!ctx) return { status: 404, body: {} };
    return darajaInbound(ctx, async () => undefined, {
      purpose,
      id,
      token,
      ip: '127.0.0.1',
      body: r.body,
    });
  });
  setLiveSettings(config, {
    daraja: { ...sim.settings, timeoutMs: 2_000 },
    callbacks: { baseUrl: inbox.url, secret: 'float-test', allowList: [] },
  });
});
afterAll(async () => {
  await inbox.close();
  await sim.close();
});

describe('float', () => {
  it('pauses a payout that would take the float below the minimum from data', async () => {
    expect(minimum).toBeGreaterThan(0);
    const ctx = liveContexts(config, base.testDb.db, clock).daraja;
    if (!ctx) throw new Error('no Daraja context');
    await requestBalance(ctx);
    await sim.outbox.deliver();
    expect(await ctx.memory.get('daraja:balance')).toMatchObject({ available: minimum + 10_000 });
    const rails = liveRails(config, base.testDb.db, clock);
    const big = { payOrderId: 'DFLOATBIG001', account: '+254712345678', amount: 10_001 };
    await expect(rails.payout(big)).rejects.toBeInstanceOf(RailUnavailable);
    expect(sim.transactions).toHaveLength(0);
    await rails.payout({ payOrderId: 'DFLOATOK0001', account: '+254712345678', amount: 10_000 });
    expect(sim.transactions).toHaveLength(1);
    // Nothing was sent for the paused one: the sweep finds it unknown to the rail and sends it.
    expect(await rails.query('DFLOATBIG001')).toBe('notFound');
    // What was paid counts until the next reading: the next payout of 1 pauses too.
    const one = { payOrderId: 'DFLOATONE001', account: '+254712345678', amount: 1 };
    await expect(rails.payout(one)).rejects.toBeInstanceOf(RailUnavailable);
    await requestBalance(ctx);
    await sim.outbox.deliver(); // the result of the payout, then the new reading
    await sim.outbox.deliver();
    expect(await ctx.memory.get('daraja:balance')).toMatchObject({ available: minimum });
    // The console shows Daraja paused at the Utility Account's figure.
    const daraja = (await floatStates(base.testDb.db, clock)).find((f) => f.rail === 'daraja');
    expect(daraja).toMatchObject({ available: minimum, paused: false });
    sim.setFloat(minimum - 1);
    await requestBalance(ctx);
    await sim.outbox.deliver();
    const low = (await floatStates(base.testDb.db, clock)).find((f) => f.rail === 'daraja');
    expect(low).toMatchObject({ available: minimum - 1, paused: true });
    sim.setFloat(minimum + 10_000);
  });

  it('pauses payouts while Daraja refuses our initiator (2001), and shows why', async () => {
    const ctx = liveContexts(config, base.testDb.db, clock).daraja;
    if (!ctx) throw new Error('no Daraja context');
    await requestBalance(ctx);
    await sim.outbox.deliver(true);
    sim.setPortalPassword('Changed!OnThePortal1');
    await requestBalance(ctx);
    await sim.outbox.deliver();
    const states = await floatStates(base.testDb.db, clock);
    expect(states.find((f) => f.rail === 'daraja')).toMatchObject({
      paused: true,
      fault: { code: '2001', description: 'The initiator information is invalid.' },
    });
    const rails = liveRails(config, base.testDb.db, clock);
    const payout = { payOrderId: 'DFAULT00001', account: '+254712345678', amount: 100 };
    await expect(rails.payout(payout)).rejects.toThrow(/initiator refused/);
    sim.setPortalPassword(sim.settings.initiatorPassword);
    await requestBalance(ctx);
    await sim.outbox.deliver();
    const mended = await floatStates(base.testDb.db, clock);
    expect(mended.find((f) => f.rail === 'daraja')?.fault).toBeUndefined();
  });

  it('refuses a number whose wallet has no rail in the data, as unknown (never failed)', async () => {
    const rails = liveRails(config, base.testDb.db, clock);
    const airtel = { payOrderId: 'DNORAIL00001', account: '+254731234567', amount: 100 };
    await expect(rails.payout(airtel)).rejects.toThrow(/no rail serves/);
  });
});
