/**
 * The real rails as one WalletRails: each payment goes to the rail its number's country and
 * wallet name in country.json (route-of.ts); a status query asks the rail that holds the payment.
 * Payouts pause (answer "unknown", so the status sweep tries again later, with the same id)
 * while the rail's last float reading is below the country's floatMinimum.
 */
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { PayoutsPaused, RailUnavailable, type RailRequest, type WalletRails } from '../wallet';
import { darajaClient, type DarajaClient } from './daraja/client';
import type { DarajaContext } from './daraja/adapter';
import { darajaRails } from './daraja/rails';
import { healFromStatement } from './daraja/heal';
import { lastFloat } from './floats';
import { dbMemory, type RailMemory } from './memory';
import { COUNTRY_FACTS, type Country } from '../../../shared/countries';
import { currencyOfRail, railsInUse, routeOf, type RailName } from './route-of';
import { selcomClient, type SelcomClient } from './selcom/client';
import { selcomRails, type SelcomContext } from './selcom/adapter';
import type { CallbackSettings, DarajaSettings, SelcomSettings } from './settings';

export const LIVE_RAILS = 'rails';

/** What the live rails run with: the configuration's, or the simulators' when they run. */
export interface LiveSettings {
  daraja?: DarajaSettings;
  selcom?: SelcomSettings;
  callbacks: CallbackSettings;
}

const runtime = new WeakMap<AppConfig, LiveSettings>();
const clients = new WeakMap<LiveSettings, { daraja?: DarajaClient; selcom?: SelcomClient }>();

/** Replaces the settings of `config`'s rails (the simulators, or a callback base learnt at listen). */
export function setLiveSettings(config: AppConfig, settings: LiveSettings): void {
  runtime.set(config, settings);
}

export function liveSettings(config: AppConfig): LiveSettings {
  const known = runtime.get(config);
  if (known) return known;
  const r = config.rails;
  const settings: LiveSettings = {
    ...(r.daraja ? { daraja: r.daraja } : {}),
    ...(r.selcom ? { selcom: r.selcom } : {}),
    callbacks: {
      baseUrl: r.callbackBaseUrl ?? `http://127.0.0.1:${config.port}`,
      secret: r.callbackSecret ?? 'development callback secret',
      allowList: r.callbackAllowList,
    },
  };
  runtime.set(config, settings);
  return settings;
}

export interface LiveContexts {
  daraja?: DarajaContext;
  selcom?: SelcomContext;
  memory: RailMemory;
}

/** The adapters' contexts on `db`; the HTTP clients (and Daraja's one token) are kept per settings. */
export function liveContexts(config: AppConfig, db: Db, clock: () => number): LiveContexts {
  const settings = liveSettings(config);
  const kept = clients.get(settings) ?? {};
  clients.set(settings, kept);
  const memory = dbMemory(db, clock);
  const { callbacks } = settings;
  const out: LiveContexts = { memory };
  if (settings.daraja) {
    kept.daraja ??= darajaClient(settings.daraja, Date.now);
    out.daraja = { settings: settings.daraja, callbacks, client: kept.daraja, memory, clock };
  }
  if (settings.selcom) {
    kept.selcom ??= selcomClient(settings.selcom, Date.now);
    out.selcom = {
      settings: settings.selcom,
      callbacks,
      client: kept.selcom,
      memory,
      clock,
      currency: currencyOfRail('selcom') ?? '',
      utilityCode: (account) => routeOf(account)?.utilityCode,
    };
  }
  return out;
}

export interface CountryFloat {
  readonly country: Country;
  readonly rail: RailName;
  readonly currency: string;
  /** Whole units of the currency, as last read (less the payouts sent since). */
  readonly available: number;
}

/** The float last read for each country's rail; a rail never read yet gives no figure. */
export async function countryFloats(db: Db, clock: () => number): Promise<CountryFloat[]> {
  const memory = dbMemory(db, clock);
  const out: CountryFloat[] = [];
  for (const [rail, countries] of railsInUse()) {
    const available = await lastFloat(memory, rail);
    if (available === undefined) continue;
    for (const country of countries)
      out.push({ country, rail, currency: COUNTRY_FACTS[country].currency, available });
  }
  return out;
}

export function liveRails(config: AppConfig, db: Db, clock: () => number): WalletRails {
  const ctx = liveContexts(config, db, clock);
  const adapters = {
    daraja: ctx.daraja ? darajaRails(ctx.daraja) : undefined,
    selcom: ctx.selcom ? selcomRails(ctx.selcom) : undefined,
  };
  const railFor = (request: RailRequest) => {
    const route = routeOf(request.account);
    const rail = route ? adapters[route.rail] : undefined;
    // Unknown, not failed: the sweep asks again, so a rail configured later still pays.
    if (!route || !rail) throw new RailUnavailable(`no rail serves ${request.payOrderId}`);
    return { route, rail };
  };
  const present = [adapters.daraja, adapters.selcom].filter((r): r is WalletRails => !!r);
  return {
    name: LIVE_RAILS,
    async payout(request) {
      const { route, rail } = railFor(request);
      const float = await lastFloat(ctx.memory, route.rail);
      if (float !== undefined && float - request.amount < route.floatMinimum)
        throw new PayoutsPaused(`payouts paused: ${route.rail} float below its minimum`);
      const sent = await rail.payout(request);
      // Spent from the last reading until the next one, so payouts between readings add up.
      if (float !== undefined)
        await ctx.memory.put(`${route.rail}:balance`, { available: float - request.amount });
      return sent;
    },
    collect: (request) => railFor(request).rail.collect(request),
    async reverse(request) {
      const { rail } = railFor(request);
      if (!rail.reverse)
        throw new Error(`${rail.name} gives back no collection; refund it instead`);
      return rail.reverse(request);
    },
    async query(payOrderId) {
      for (const rail of present) {
        const report = await rail.query(payOrderId);
        if (report !== 'notFound') return report;
      }
      return 'notFound';
    },
    async statement(from, to) {
      const parts = await Promise.all(present.map((r) => r.statement(from, to)));
      return parts.flat();
    },
    heal: async (from, to) => (ctx.daraja ? healFromStatement(ctx.daraja, from, to) : 0),
  };
}
