/**
 * A test app whose SMS go through the real Africa's Talking and Beem adapters to the local
 * simulator, listening on a free loopback port so the simulator can post its delivery reports.
 * Each accepted message is also kept in memory, so the journey helpers read codes as usual.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../src/server/app';
import type { AppConfig } from '../../../src/server/config';
import { countrySms } from '../../../src/server/features/sms/countries';
import {
  SandboxSms,
  type RoutedGateway,
  type SmsGateway,
  type SmsGateways,
} from '../../../src/server/providers/sms';
import { RoutedGateways, realGateways } from '../../../src/server/providers/sms-gateways';
import {
  startSmsSimulator,
  type SimOptions,
  type SmsSimulator,
} from '../../../src/server/providers/sms-simulator';
import type { ServerDeps } from '../../../src/server/types';
import type { Country } from '../../../src/shared/countries';
import { createClock, testConfig, type TestApp, type TestDb } from '../helpers';

export const REPORTS_TOKEN = 'test-reports-token';

/** The SMS configuration that points both providers at the simulator. */
export function simSmsConfig(sim: SmsSimulator): AppConfig['sms'] {
  return {
    africastalking: { url: sim.url, username: 'sandbox', apiKey: 'sim' },
    beem: { url: sim.url, reportsUrl: sim.url, apiKey: 'sim', secretKey: 'sim' },
    reportsToken: REPORTS_TOKEN,
  };
}

/**
 * Routes by the real gateways; each message they accept also lands in this SandboxSms's memory,
 * where the journey helpers (and `serverDeps`) read codes as usual.
 */
class TapSms extends SandboxSms {
  constructor(
    clock: () => number,
    private readonly real: SmsGateways,
  ) {
    super(clock);
  }

  override forCountry(country?: Country): readonly RoutedGateway[] {
    if (!country) return [];
    return this.real.forCountry(country).map((r) => ({ ...r, gateway: this.tapped(r.gateway) }));
  }

  override byName(name: string): SmsGateway | undefined {
    const gateway = this.real.byName(name);
    return gateway && this.tapped(gateway);
  }

  private tapped(gateway: SmsGateway): SmsGateway {
    return {
      name: gateway.name,
      ...(gateway.queryReport ? { queryReport: gateway.queryReport.bind(gateway) } : {}),
      send: async (message) => {
        const outcome = await gateway.send(message);
        if (outcome.kind === 'accepted') await this.send(message);
        return outcome;
      },
    };
  }
}

export interface SimApp extends TestApp {
  readonly sim: SmsSimulator;
  readonly deps: ServerDeps;
  close(): Promise<void>;
}

/** An app on `testDb` sending through the simulator (seeded by `sim`). */
export async function buildSimApp(
  testDb: TestDb,
  sim: SimOptions = {},
  overrides: Partial<AppConfig> = {},
): Promise<SimApp> {
  const simulator = await startSmsSimulator(sim);
  const clock = createClock();
  const config = testConfig({ ...overrides, sms: simSmsConfig(simulator) });
  const real = new RoutedGateways(realGateways(config), (c) => countrySms(c).providers);
  const sms = new TapSms(clock.now, real);
  const app = await buildApp(config, { db: testDb.db, clock: clock.now, sms });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  simulator.reportTo(`http://127.0.0.1:${port}/sms/reports/africastalking/${REPORTS_TOKEN}`);
  return {
    app,
    sms,
    clock,
    config,
    sim: simulator,
    deps: { config, db: testDb.db, clock: clock.now, sms, log: app.log },
    async close() {
      await app.close();
      await simulator.close();
    },
  };
}
