/**
 * What the people who run the fleet read (docs/architecture.md §6): `/healthz` (the process answers),
 * `/readyz` (it can serve borrowers: database reachable, migrations current, every country's pack
 * loaded, not shutting down) and `/metrics` (Prometheus). They say how the system is built, so the
 * public side never sees them: on PORT they answer this machine and METRICS_ALLOW's addresses
 * only; METRICS_PORT serves them alone on its own interface.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import { COUNTRY_CODES } from '../../shared/countries';
import type { Db } from '../db/client';
import type { FleetPack, FleetPackStatus } from '../forms/fleet-pack';
import type { FormStore } from '../forms/store';
import { FORM_NAMES } from '../forms/store';
import { sendError } from './errors';
import { isLocalRequest } from './local-only';
import { pendingMigrations, ping } from './operability-repo';

export interface Operability {
  readonly metrics: Registry;
  /** Set on SIGTERM: readiness fails so the balancer sends no new borrowers here. */
  draining: boolean;
  ready(): Promise<Readiness>;
}

export interface Readiness {
  readonly ready: boolean;
  /** Each check: 'ok' or why not. */
  readonly checks: Readonly<Record<string, string>>;
  /** The fleet version of the data files this server serves (FLEET_PACK). */
  readonly pack?: FleetPackStatus;
}

/** A check that takes longer than this counts as failed: a balancer must not wait on us. */
const CHECK_TIMEOUT_MS = 2_000;

async function check(run: () => Promise<string>): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${CHECK_TIMEOUT_MS} ms`), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([run(), late]);
  } catch (error) {
    return (error as Error).message;
  } finally {
    clearTimeout(timer);
  }
}

/** Countries whose pack (country facts, product, the four forms) is not all loaded. */
export function missingPacks(store: FormStore): string[] {
  return COUNTRY_CODES.filter(
    (cc) =>
      !store.country(cc) ||
      !store.product(cc) ||
      FORM_NAMES.some((form) => store.get(cc, form) === undefined),
  );
}

export function createOperability(deps: {
  db: Db;
  store: FormStore;
  metrics: Registry;
  /** Checked when configured: the fleet's limits are counted there. */
  redis?: Pick<Redis, 'ping'> | undefined;
  /** Shown when the data files are shared with the fleet. */
  pack?: Pick<FleetPack, 'status'> | undefined;
}): Operability {
  const operability: Operability = {
    metrics: deps.metrics,
    draining: false,
    async ready() {
      const checks: Record<string, string> = {
        accepting: operability.draining ? 'shutting down' : 'ok',
        database: await check(async () => (await ping(deps.db), 'ok')),
        migrations: await check(async () => {
          const pending = await pendingMigrations(deps.db);
          return pending === 0 ? 'ok' : `${pending} not applied`;
        }),
        packs: await check(async () => {
          const missing = missingPacks(deps.store);
          return missing.length === 0 ? 'ok' : `not loaded: ${missing.join(', ')}`;
        }),
        ...(deps.redis
          ? {
              redis: await check(async () =>
                (await deps.redis?.ping()) === 'PONG' ? 'ok' : 'no PONG',
              ),
            }
          : {}),
      };
      // Redis down loosens the request limits to one per server (decision 0041): it is shown,
      // but takes no server out of the balancer, or an outage of the counters stops the lender.
      const ready = Object.entries(checks).every(([name, v]) => v === 'ok' || name === 'redis');
      return { ready, checks, ...(deps.pack ? { pack: deps.pack.status() } : {}) };
    },
  };
  return operability;
}

/** The three routes; `allowed` says who may read them (everyone on the metrics port). */
export function registerOperabilityRoutes(
  app: FastifyInstance,
  operability: Operability,
  allowed: (request: FastifyRequest) => boolean = () => true,
): void {
  const guard = { logLevel: 'warn' as const };
  app.get('/healthz', guard, async (request, reply) => {
    if (!allowed(request)) return sendError(request, reply, 'notFound');
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });
  app.get('/readyz', guard, async (request, reply) => {
    if (!allowed(request)) return sendError(request, reply, 'notFound');
    const readiness = await operability.ready();
    return reply
      .code(readiness.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        status: readiness.ready ? 'ready' : 'not ready',
        checks: readiness.checks,
        pack: readiness.pack,
      });
  });
  app.get('/metrics', guard, async (request, reply) => {
    if (!allowed(request)) return sendError(request, reply, 'notFound');
    const text = await operability.metrics.metrics();
    return reply.header('content-type', operability.metrics.contentType).send(text);
  });
}

/**
 * Who may read them on the public port: this machine, and the peers METRICS_ALLOW names when they
 * ask themselves. A forwarded request came through a proxy from someone else, so it never may.
 */
export function operatorOnly(allow: readonly string[]): (request: FastifyRequest) => boolean {
  const addresses = new Set(allow.flatMap((a) => [a, `::ffff:${a}`]));
  return (request) => {
    if (isLocalRequest(request)) return true;
    const forwarded =
      request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    return !forwarded && addresses.has(request.raw.socket.remoteAddress ?? '');
  };
}
