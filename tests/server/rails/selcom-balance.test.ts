/**
 * Selcom's float: read signed from the simulator's vendor balance and remembered for the payout
 * pause; a timeout leaves the last reading as it was (unknown, never guessed); a wrong PIN is
 * refused.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readSelcomBalance } from '../../../src/server/providers/rails/selcom/balance';
import { RailUnavailable } from '../../../src/server/providers/wallet';
import { selcomHarness } from './selcom-harness';

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
});
