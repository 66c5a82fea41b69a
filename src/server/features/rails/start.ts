/**
 * Starts what the real rails need beside the requests: with RAILS=simulators, both providers'
 * simulators on loopback (the whole production path on one machine), pointed at this server's
 * callbacks once it listens; Daraja's paybill URLs registered; the float read on a schedule.
 */
import { recordFloats } from '../../providers/rails/float-history';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { registerC2B, registerPull, requestBalance } from '../../providers/rails/daraja/adapter';
import { healFromStatement } from '../../providers/rails/daraja/heal';
import { liveContexts, liveSettings, setLiveSettings } from '../../providers/rails/live';
import { readSelcomBalance } from '../../providers/rails/selcom/balance';
import type { AppConfig } from '../../config';
import type { ServerDeps } from '../../types';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'log'>;

type Sims = {
  daraja: Awaited<
    ReturnType<typeof import('../../../../scripts/rails-sim/daraja-sim').startDarajaSim>
  >;
  selcom: Awaited<
    ReturnType<typeof import('../../../../scripts/rails-sim/selcom-sim').startSelcomSim>
  >;
  /** Stops the simulated customers and deliveries (a test then drives them). */
  stopTimer: () => void;
  /** The start's registrations and first float reading, once listening (not awaited by listen). */
  started?: Promise<void>;
};
const simulators = new WeakMap<AppConfig, Sims>();

/** The simulators a server with RAILS=simulators started. */
export const simulatorsOf = (config: AppConfig): Sims | undefined => simulators.get(config);

/** The organisation's Safaricom number the simulated short code registers for Pull Transactions. */
const SIMULATED_NOMINATED_NUMBER = '254708374149';

async function startSimulators(app: FastifyInstance, deps: Deps) {
  // Loaded only in this mode: the simulators are development tools, not the server's code.
  const { startDarajaSim } = await import('../../../../scripts/rails-sim/daraja-sim');
  const { startSelcomSim } = await import('../../../../scripts/rails-sim/selcom-sim');
  const seed = deps.config.sandboxSeed;
  const faults = { seed, duplicate: 20, late: 10, missing: 10, cancel: 10 };
  // Not registered for Pull Transactions, as a new short code is: the start registers it.
  const daraja = await startDarajaSim({ faults, clock: deps.clock, pullRegistered: false });
  const selcom = await startSelcomSim({ faults, clock: deps.clock });
  const timeoutMs = deps.config.rails.timeoutMs;
  const settings = {
    daraja: { ...daraja.settings, timeoutMs, pullNominatedNumber: SIMULATED_NOMINATED_NUMBER },
    selcom: { ...selcom.settings, timeoutMs },
    callbacks: { ...liveSettings(deps.config).callbacks },
  };
  setLiveSettings(deps.config, settings);
  let ticks = 0;
  // Customers answer their phones and callbacks go out each second; late ones every 30 seconds.
  const timer = setInterval(() => {
    ticks++;
    for (const sim of [daraja, selcom]) {
      sim.answerPushes();
      void sim.outbox.deliver(ticks % 30 === 0);
    }
  }, 1000);
  timer.unref();
  const running: Sims = { daraja, selcom, stopTimer: () => clearInterval(timer) };
  simulators.set(deps.config, running);
  app.addHook('onListen', async () => {
    const address = app.server.address() as AddressInfo | null;
    if (address) settings.callbacks.baseUrl = `http://127.0.0.1:${address.port}`;
    deps.log.info({ daraja: daraja.url, selcom: selcom.url }, 'rail simulators running');
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await Promise.all([daraja.close(), selcom.close()]);
  });
  return running;
}

export async function startRails(app: FastifyInstance, deps: Deps) {
  if (deps.config.rails.mode === 'sandbox') return undefined;
  const sims =
    deps.config.rails.mode === 'simulators' ? await startSimulators(app, deps) : undefined;
  // On a schedule: the float, and the statement of the last 48 hours (what Daraja keeps), which
  // heals a payment whose callback never came by asking about it (a query books it, never this).
  const readFloat = async () => {
    const { daraja, selcom } = liveContexts(deps.config, deps.db, deps.clock);
    if (selcom)
      await readSelcomBalance(selcom).catch((err: unknown) => deps.log.warn({ err }, 'float'));
    // The float as last read is kept each round: finance reads its history in the console.
    await recordFloats(deps.db, deps.clock).catch((err: unknown) =>
      deps.log.warn({ err }, 'float history'),
    );
    if (!daraja) return;
    await requestBalance(daraja).catch((err: unknown) => deps.log.warn({ err }, 'float'));
    const now = deps.clock();
    await healFromStatement(daraja, now - 48 * 3_600_000, now).catch((err: unknown) =>
      deps.log.warn({ err }, 'statement'),
    );
  };
  const onStart = async () => {
    const daraja = liveContexts(deps.config, deps.db, deps.clock).daraja;
    if (daraja)
      await registerC2B(daraja).catch((err: unknown) => deps.log.error({ err }, 'C2B register'));
    // Pull Transactions is registered once per short code; Daraja answers 1001 when it already is,
    // so registering at every start is safe and a new deployment needs no manual step.
    const nominated = daraja?.settings.pullNominatedNumber;
    if (daraja && nominated)
      await registerPull(daraja, nominated).catch((err: unknown) =>
        deps.log.error({ err }, 'Pull Transactions register'),
      );
    await readFloat();
  };
  app.addHook('onListen', async () => {
    const started = onStart();
    if (sims) sims.started = started;
    await started;
  });
  const poll = setInterval(() => void readFloat(), deps.config.rails.floatPollMs);
  poll.unref();
  app.addHook('onClose', async () => clearInterval(poll));
  return sims;
}
