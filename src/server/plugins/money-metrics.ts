/**
 * Gauges of what is waiting on the outside world (docs/architecture.md §8): SMS messages no
 * provider has taken yet, payouts whose result the rail has not told us, and the float at each
 * country's rail. Read from the shared tables when scraped, so every server reports the same
 * truth; each gauge pair shares one read per scrape.
 */
import { Gauge, type Registry } from 'prom-client';
import type { CountryFloat } from '../providers/rails/live';
import type { Waiting } from './operability-repo';

export interface MoneySources {
  readonly outbox: () => Promise<Waiting>;
  readonly unknownPayouts: () => Promise<Waiting>;
  readonly floats: () => Promise<readonly CountryFloat[]>;
}

/** One read shared by the gauges collected in the same scrape. */
function shared<T>(read: () => Promise<T>): () => Promise<T> {
  let reading: Promise<T> | undefined;
  return () =>
    (reading ??= read().finally(() => {
      reading = undefined;
    }));
}

function waitingGauges(
  registry: Registry,
  read: () => Promise<Waiting>,
  names: { count: string; age: string },
  help: { count: string; age: string },
): void {
  const once = shared(read);
  new Gauge({
    name: names.count,
    help: help.count,
    registers: [registry],
    async collect() {
      this.set((await once()).count);
    },
  });
  new Gauge({
    name: names.age,
    help: help.age,
    registers: [registry],
    async collect() {
      this.set((await once()).oldestSeconds);
    },
  });
}

export function registerMoneyGauges(registry: Registry, sources: MoneySources): void {
  waitingGauges(
    registry,
    sources.outbox,
    { count: 'mkopo_sms_outbox_depth', age: 'mkopo_sms_outbox_oldest_seconds' },
    {
      count: 'SMS messages queued that no provider has accepted yet',
      age: 'How long the oldest queued SMS message has waited (0 when none)',
    },
  );
  waitingGauges(
    registry,
    sources.unknownPayouts,
    { count: 'mkopo_payouts_unknown', age: 'mkopo_payouts_unknown_oldest_seconds' },
    {
      count: 'Payouts whose result the rail has not told us (the status sweep asks)',
      age: 'How long the oldest payout of unknown result has waited (0 when none)',
    },
  );
  new Gauge({
    name: 'mkopo_rail_float',
    help: "The float last read at each country's rail, in whole units of its currency",
    labelNames: ['country', 'rail', 'currency'],
    registers: [registry],
    async collect() {
      const floats = await sources.floats();
      this.reset();
      for (const f of floats)
        this.set({ country: f.country, rail: f.rail, currency: f.currency }, f.available);
    },
  });
}
