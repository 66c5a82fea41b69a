/** A Daraja simulator, our adapter against it, and our callback endpoint on loopback. */
import { afterEach, expect } from 'vitest';
import { onRequestSent, schemaProblem } from '../../../src/server/providers/rails/schemas';
import { darajaClient } from '../../../src/server/providers/rails/daraja/client';
import type { DarajaContext } from '../../../src/server/providers/rails/daraja/adapter';
import { darajaRails } from '../../../src/server/providers/rails/daraja/rails';
import { darajaInbound } from '../../../src/server/providers/rails/daraja/inbound';
import { mapMemory } from '../../../src/server/providers/rails/memory';
import type { CallbackEvent } from '../../../src/server/providers/wallet';
import { startDarajaSim, type DarajaSimOptions } from '../../../scripts/rails-sim/daraja-sim';
import { listen } from '../../../scripts/rails-sim/kit';

export async function darajaHarness(
  options: DarajaSimOptions = {},
  timeoutMs = 2_000,
  clock: () => number = Date.now,
) {
  const sim = await startDarajaSim(options);
  const events: CallbackEvent[] = [];
  const box: { ctx?: DarajaContext } = {};
  const inbox = await listen(async (r) => {
    const [, , , purpose = '', id = '', token = ''] = r.path.split('/');
    const ctx = box.ctx;
    if (!ctx) return { status: 503, body: {} };
    const answer = await darajaInbound(ctx, async (e) => events.push(e), {
      purpose,
      id: decodeURIComponent(id),
      token,
      ip: '127.0.0.1',
      body: r.body,
    });
    return answer;
  });
  const context: DarajaContext = {
    settings: { ...sim.settings, timeoutMs },
    callbacks: { baseUrl: inbox.url, secret: 'test-callback-secret', allowList: ['127.0.0.1'] },
    client: darajaClient({ ...sim.settings, timeoutMs }, Date.now),
    memory: mapMemory(clock),
    clock,
  };
  box.ctx = context;
  return {
    sim,
    ctx: context,
    rails: darajaRails(context),
    events,
    inboxUrl: inbox.url,
    async close() {
      await inbox.close();
      await sim.close();
    },
  };
}

export type DarajaHarness = Awaited<ReturnType<typeof darajaHarness>>;

/**
 * For a test file of the adapter: `start` gives each test its own simulator and adapter, closed
 * after it, and after each test every request the adapter sent must be one the provider's schema
 * accepts. `sent` holds this test's requests. Call at module level.
 */
export function setUpDarajaTests(): {
  start: (...args: Parameters<typeof darajaHarness>) => Promise<DarajaHarness>;
  sent: Array<{ schema: string; body: unknown }>;
} {
  let running: DarajaHarness | undefined;
  const sent: Array<{ schema: string; body: unknown }> = [];
  onRequestSent((schema, body) => sent.push({ schema, body }));
  afterEach(async () => {
    await running?.close();
    running = undefined;
    for (const s of sent) expect(schemaProblem(s.schema, s.body), s.schema).toBeNull();
    sent.length = 0;
  });
  return {
    sent,
    start: async (...args) => (running = await darajaHarness(...args)),
  };
}
