/**
 * Selcom's float: read signed by POST /v1/vendor/balance (the PIN in the JSON body, never in a
 * URL) and remembered for the payout pause, which holds a payout that would take the float below
 * the floatMinimum of country.json; a timeout leaves the last reading as it was (unknown, never
 * guessed); a wrong PIN is refused.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { railsConfig } from '../../../src/server/providers/rails/config';
import { liveContexts, liveRails, setLiveSettings } from '../../../src/server/providers/rails/live';
import { onRequestSent } from '../../../src/server/providers/rails/schemas';
import { readSelcomBalance } from '../../../src/server/providers/rails/selcom/balance';
import { RailUnavailable } from '../../../src/server/providers/wallet';
import { RAIL_ROUTES } from '../../../src/shared/countries.gen';
import { setUpTestDb, testConfig } from '../helpers';
import { selcomHarness } from './selcom-harness';

const base = setUpTestDb();

type Harness = Awaited<ReturnType<typeof selcomHarness>>;
let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('Selcom float', () => {
  it('is read and remembered in whole shillings', async () => {
    h = await selcomHarness({ float: 2_500_000 });
    expect(await readSelcomBalance(h.ctx)).toBe(2_500_000);
    expect(await h.ctx.memory.get('selcom:balance')).toEqual({ available: 2_500_000 });
    h.sim.setFloat(120_000);
    expect(await readSelcomBalance(h.ctx)).toBe(120_000);
    expect(await h.ctx.memory.get('selcom:balance')).toEqual({ available: 120_000 });
  });

  it('keeps the last reading when Selcom does not answer in time', async () => {
    h = await selcomHarness({ float: 900_000 }, 300);
    await readSelcomBalance(h.ctx);
    h.sim.setFaults({ timeout: 100 });
    h.sim.setFloat(1);
    await expect(readSelcomBalance(h.ctx)).rejects.toBeInstanceOf(RailUnavailable);
    expect(await h.ctx.memory.get('selcom:balance')).toEqual({ available: 900_000 });
  });

  it('is refused with a wrong PIN, and nothing is remembered', async () => {
    h = await selcomHarness({ float: 900_000 });
    const ctx = { ...h.ctx, settings: { ...h.ctx.settings, pin: '0000' } };
    await expect(readSelcomBalance(ctx)).rejects.toThrow(/403/);
    expect(await h.ctx.memory.get('selcom:balance')).toBeUndefined();
  });

  it('read by POST pauses a payout that would take it below floatMinimum', async () => {
    const minimum = RAIL_ROUTES.TZ.floatMinimum ?? 0;
    expect(minimum).toBeGreaterThan(0);
    h = await selcomHarness({ float: minimum + 10_000 });
    const config = testConfig({ rails: railsConfig({ RAILS: 'live' }, true) });
    setLiveSettings(config, { selcom: h.ctx.settings, callbacks: h.ctx.callbacks });
    const ctx = liveContexts(config, base.testDb.db, Date.now).selcom;
    if (!ctx) throw new Error('no Selcom context');
    const sent: Array<{ schema: string; body: unknown }> = [];
    const stop = onRequestSent((schema, body) => sent.push({ schema, body }));
    await readSelcomBalance(ctx);
    stop();
    // The simulator serves the balance by POST only: the reading above went as a JSON body.
    expect(sent).toEqual([
      {
        schema: 'selcom/vendor-balance.request',
        body: {
          vendor: h.sim.settings.vendor,
          pin: h.sim.settings.pin,
          transid: expect.any(String),
        },
      },
    ]);
    const rails = liveRails(config, base.testDb.db, Date.now);
    const big = { payOrderId: 'DSELFLOATBIG', account: '+255741234567', amount: 10_001 };
    await expect(rails.payout(big)).rejects.toBeInstanceOf(RailUnavailable);
    expect(h.sim.cashins.size).toBe(0);
    await rails.payout({ payOrderId: 'DSELFLOATOK1', account: '+255741234567', amount: 10_000 });
    expect(h.sim.cashins.size).toBe(1);
    expect(await rails.query('DSELFLOATBIG')).toBe('notFound');
  });
});
