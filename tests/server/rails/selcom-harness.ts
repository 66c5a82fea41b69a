/** A Selcom simulator, our adapter against it, and our webhook endpoint on loopback. */
import { selcomClient } from '../../../src/server/providers/rails/selcom/client';
import {
  selcomRails,
  type SelcomContext,
} from '../../../src/server/providers/rails/selcom/adapter';
import { selcomWebhook } from '../../../src/server/providers/rails/selcom/inbound';
import { mapMemory } from '../../../src/server/providers/rails/memory';
import type { CallbackEvent } from '../../../src/server/providers/wallet';
import { startSelcomSim, type SelcomSimOptions } from '../../../scripts/rails-sim/selcom-sim';
import { listen } from '../../../scripts/rails-sim/kit';

/** The TZ wallets' cash-in codes as schemas/tz/country.json gives them (tested there). */
const CODES: Record<string, string> = {
  '74': 'VMCASHIN',
  '68': 'AMCASHIN',
  '65': 'TPCASHIN',
  '62': 'HPCASHIN',
};

export async function selcomHarness(
  options: SelcomSimOptions = {},
  timeoutMs = 2_000,
  clock: () => number = Date.now,
) {
  const sim = await startSelcomSim(options);
  const events: CallbackEvent[] = [];
  const box: { ctx?: SelcomContext } = {};
  const inbox = await listen(async (r) => {
    const ctx = box.ctx;
    if (!ctx || r.path !== '/rails/selcom/webhook') return { status: 404, body: {} };
    return selcomWebhook(ctx, async (e) => events.push(e), { headers: r.headers, body: r.body });
  });
  const settings = { ...sim.settings, timeoutMs };
  const context: SelcomContext = {
    settings,
    callbacks: { baseUrl: inbox.url, secret: 'unused', allowList: [] },
    client: selcomClient(settings, Date.now),
    // Records carry the simulator's time, so a statement's hours are the same on both sides.
    memory: mapMemory(options.clock),
    clock,
    currency: 'TZS',
    utilityCode: (account) => CODES[account.slice(4, 6)],
  };
  box.ctx = context;
  return {
    sim,
    ctx: context,
    rails: selcomRails(context),
    events,
    inboxUrl: inbox.url,
    async close() {
      await inbox.close();
      await sim.close();
    },
  };
}
