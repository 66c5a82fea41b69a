/**
 * Builds the Fastify app (docs/architecture.md §6) without listening: tests call it with an in-memory database
 * and a fake clock, main.ts with the configured ones.
 */
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { AppConfig } from './config';
import { openDatabase, type Db } from './db/client';
import { loggerOptions, requestForLog } from './logger';
import { SandboxSms, type SmsGateways } from './providers/sms';
import { smsGateways } from './providers/sms-gateways';
import { countrySms, registerSmsReportRoutes } from './features/sms';
import { registerUssdRoutes, registerUssdSandbox } from './features/ussd';
import { authenticate, sessionCache } from './features/auth';
import { featureRoutes } from './features/index';
import { openSandboxClock, registerSandboxClock, registerSandboxRoutes } from './features/sandbox';
import { ensureOpsSecret, registerOpsEndpoint } from './ops/admin-endpoint';
import { isLocalRequest } from './plugins/local-only';
import { registerFeedbackFileRoute } from './features/feedback';
import { OPS_API_PREFIX, opsConsolePlugin, registerOpsPage } from './features/ops-console';
import { registerKycFileRoute } from './features/kyc';
import { registerSandboxCashier } from './features/repay';
import { startJobRunner } from './jobs/runner';
import { runDueJobs } from './jobs/run';
import { createMetrics } from './plugins/metrics';
import {
  createOperability,
  operatorOnly,
  registerOperabilityRoutes,
  type Operability,
} from './plugins/operability';
import { jobBacklog, outboxWaiting, unknownPayouts } from './plugins/operability-repo';
import { countryFloats } from './providers/rails/live';
import { openRedis } from './redis';
import { listenSessionEnds } from './db/session-notices';
import { holdHomeFacts } from './features/portal';
import { registerRailCallbacks, startRails } from './features/rails';
import authPlugin from './plugins/auth';
import rateLimits from './plugins/rate-limits';
import envelopePlugin, { TEXT_BODY_LIMIT } from './plugins/envelope';
import errorsPlugin, { sendError } from './plugins/errors';
import securityHeaders from './plugins/security-headers';
import { registerCompression } from './plugins/compression';
import { formStore } from './forms/registry';
import { startFleetPack } from './forms/fleet-pack';
import { LOCALES_DIR, SCHEMAS_DIR } from './forms/dirs';
import { contractMethods, registerContractRoutes } from './plugins/contract-routes';
import { isSpaPath, registerStatic, sendIndex } from './plugins/static';
import type { Clock, RouteHandlers, ServerDeps } from './types';

export interface AppDeps {
  /** An open, migrated database; without one the app opens (and closes) the configured one. */
  db?: Db;
  clock?: Clock;
  /** SMS gateways (tests: a SandboxSms they read, or real adapters on a simulator). */
  sms?: SmsGateways;
  /** Log destination (tests capture it); default stdout. */
  logStream?: NodeJS.WritableStream;
  /** Merged over the features' handlers; an explicit undefined removes one (tests). */
  handlers?: RouteHandlers;
  /** The wall clock under the sandbox clock (tests); default Date.now. */
  wallClock?: Clock;
  /** Poll background jobs (JOB_POLL_MS); default: on unless the caller injects its SMS (tests). */
  runJobs?: boolean;
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes the function its docs describe. */
function fastifyTrustProxy(
  trust: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return typeof trust === 'boolean' ? trust : [...trust];
}

/**
 * Logs each request once, when answered: method, URL, status and time in one line. Fastify's own
 * logging writes a second line on arrival, which at info level cost a busy server a third of its
 * throughput for nothing the answer's line does not say. Error lines stay as Fastify writes them.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error || this.isLogDisabled(request)) return super.requestCompleted(error, request, reply);
    reply.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Health, readiness and metrics; main.ts serves them on METRICS_PORT and drains on SIGTERM. */
    operability: Operability;
  }
}

export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      ...loggerOptions(config.logLevel),
      serializers: { req: requestForLog },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: TEXT_BODY_LIMIT,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    logController: new OneLinePerRequest(),
  });
  try {
    await assemble(app, config, deps);
  } catch (error) {
    // A start that failed midway (the database went away again) leaves nothing open behind it:
    // the hooks registered so far close Redis, the notices' listener and the jobs.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

/** Everything the app serves and runs, registered on `app`. */
async function assemble(app: FastifyInstance, config: AppConfig, deps: AppDeps): Promise<void> {
  let db = deps.db;
  if (!db) {
    const database = await openDatabase(config);
    await database.migrate();
    app.addHook('onClose', () => database.close());
    db = database.db;
  }
  // The sandbox moves time forward (/sandbox/clock); tests inject their own clock instead.
  const sandboxClock =
    config.sandbox && !deps.clock ? await openSandboxClock(db, deps.wallClock) : undefined;
  if (sandboxClock) app.addHook('onClose', async () => sandboxClock.stop());
  const clock = deps.clock ?? sandboxClock?.now ?? Date.now;
  const sandboxSms =
    deps.sms instanceof SandboxSms
      ? deps.sms
      : new SandboxSms(clock, (sent) =>
          // The text is read at /sandbox/sms (this machine only), never from the log.
          app.log.info(
            // purpose: a code's purpose (register, login…), else the message's template.
            { sandboxSms: { mobile: sent.mobile, purpose: sent.template.replace(/^code\./, '') } },
            'sandbox SMS (not sent): read it at /sandbox/sms',
          ),
        );
  // The data files (forms, products, prizes, countries), with their last good versions kept in
  // DATA_DIR: opened before the routes, which refuse to start without a valid product per
  // country, and before the SMS gateways, which refuse a SANDBOX=0 country no provider serves.
  const keepDir = `${config.dataDir}/last-good`;
  formStore(app.log, keepDir);
  const sms = deps.sms ?? smsGateways(config, (c) => countrySms(c).providers, sandboxSms);
  const server: ServerDeps = { config, db, clock, sms, log: app.log };

  await app.register(errorsPlugin);
  // Before any route, so every route is timed and counted.
  const metrics = createMetrics(app, {
    jobs: () => jobBacklog(db, clock()),
    outbox: () => outboxWaiting(db, clock()),
    unknownPayouts: () => unknownPayouts(db, clock()),
    floats: () => countryFloats(db, clock),
    packRefusals: () => formStore(app.log).refusals,
  });
  await app.register(securityHeaders);
  await registerCompression(app); // before any route: it attaches per route
  // Sandbox pages show SMS codes and approve payments: this machine only, unless a shared demo
  // asks for them on purpose (SANDBOX_PUBLIC=1). To anyone else they do not exist.
  // Judged by the route the router matched, not the raw URL: the router decodes the path, so
  // `/%73andbox/sms` reaches the same handler as `/sandbox/sms`.
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url ?? '';
    if (route.startsWith('/sandbox/') && !config.sandboxPublic && !isLocalRequest(request))
      return sendError(request, reply, 'notFound');
  });
  const redis = config.redisUrl ? await openRedis(config.redisUrl, app.log) : undefined;
  // A Redis that is down refuses QUIT: the server still closes, dropping the connection.
  if (redis)
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  if (config.databaseUrl) {
    // Every server sharing PostgreSQL forgets a session the moment any of them ends it.
    const stop = await listenSessionEnds(
      config.databaseUrl,
      (userId) => sessionCache.forgetUser(userId),
      app.log,
      (listening) => sessionCache.hearing(listening),
    );
    app.addHook('onClose', stop);
  }
  // Home's facts are kept until a notice says they changed; on PostgreSQL heard on a connection
  // of the cache's own, closed with the server.
  app.addHook('onClose', await holdHomeFacts(db, app.log));
  const store = formStore(app.log);
  // A fleet serves one version of the data files, published through PostgreSQL (decision 0043).
  const pack =
    config.fleetPack.mode !== 'off' && config.databaseUrl
      ? await startFleetPack({
          db,
          databaseUrl: config.databaseUrl,
          config: config.fleetPack,
          folders: { schemasDir: SCHEMAS_DIR, localesDir: LOCALES_DIR },
          store,
          log: app.log,
        })
      : undefined;
  if (pack) app.addHook('onClose', pack.stop);
  const operability = createOperability({ db, store, metrics, redis, pack });
  app.decorate('operability', operability);
  registerOperabilityRoutes(app, operability, operatorOnly(config.metricsAllow));
  await app.register(async (api) => {
    await api.register(rateLimits, {
      redis,
      perToken: config.rateLimitPerTokenPerMinute,
      perDevice: config.rateLimitPerDevicePerMinute,
      perIp: config.rateLimitPerMinute,
    });
    await api.register(authPlugin, { authenticate: (header) => authenticate(server, header) });
    await api.register(envelopePlugin, { packageName: config.packageName });
    await registerContractRoutes(api, { ...featureRoutes(server), ...deps.handlers });
  });
  // GET /api/forms/:country/:form and /api/locales/:lang/forms; last good files kept in DATA_DIR.
  await app.register((await import('./forms/plugin')).default, {
    keepDir,
    preview: config.sandbox, // GET /sandbox/forms
  });
  if (config.sandbox) registerSandboxRoutes(app, server, sandboxSms);
  await registerSmsReportRoutes(app, server);
  // The USSD gateway's callback and, in sandbox mode, the phone page (decision 0052).
  await registerUssdRoutes(app, server, redis);
  if (config.sandbox) await registerUssdSandbox(app, server);
  if (sandboxClock) registerSandboxClock(app, sandboxClock, () => runDueJobs(server));
  registerOpsEndpoint(
    app,
    { db, clock, config, sandboxClock, sms, log: app.log },
    ensureOpsSecret(config.dataDir),
  );
  // The staff console's API (docs/architecture.md §6): its own cookie sessions, never the borrower's token.
  // Staff time is real time (sign-in codes, sessions); a test's injected clock moves both.
  const staffClock = deps.clock ?? deps.wallClock ?? Date.now;
  await app.register(async (ops) => opsConsolePlugin(ops, server, staffClock), {
    prefix: OPS_API_PREFIX,
  });
  registerFeedbackFileRoute(app, server);
  registerKycFileRoute(app, server);
  if (config.sandbox) registerSandboxCashier(app, server);
  if (config.rails.mode !== 'sandbox') {
    registerRailCallbacks(app, server);
    await startRails(app, server);
  }
  if (config.jobPollMs > 0 && (deps.runJobs ?? deps.sms === undefined)) {
    const stop = startJobRunner(server, config.jobPollMs);
    app.addHook('onClose', stop);
  }
  const indexHtml = await registerStatic(app, config.distDir, config);
  registerOpsPage(app, config.distDir);

  const methods = contractMethods();
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (indexHtml && request.method === 'GET' && isSpaPath(path))
      return sendIndex(reply, indexHtml);
    const allowed = methods.get(path);
    if (allowed)
      return sendError(request, reply.header('allow', allowed.join(', ')), 'methodNotAllowed');
    return sendError(request, reply, 'notFound');
  });
  await app.ready();
}
