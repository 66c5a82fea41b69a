/**
 * `npm start`: config, the SPA build if missing, the database and its migrations, then listen.
 * With WEB_CONCURRENCY > 1 on PostgreSQL, a primary process does the build and then forks that
 * many servers sharing the port (node:cluster), restarting one that dies; each server migrates
 * under the migrations' lock (the first applies them, the others find nothing left). Every
 * server may run the background jobs: they are claimed with SKIP LOCKED and idempotent.
 * A PostgreSQL that is away at start is waited for, listening but not ready (waiting-room.ts).
 */
import cluster from 'node:cluster';
import Fastify, { type FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { buildApp } from './app';
import { ensureSpaBuilt } from './build-spa';
import { loadConfig, type AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { makeTemplateAside, startingDump, templateFile } from './db/pglite-template';
import { migrateAsOwner, warnIfOverPrivileged } from './db/migrate-as-owner';
import { startAuditAnchoring } from './features/ops-console';
import { DatabaseBusyError } from './db/folder-lock';
import { loggerOptions } from './logger';
import { writeServerFile } from './ops/server-file';
import { registerOperabilityRoutes } from './plugins/operability';
import { shutDown, type Closable } from './shutdown';
import { endPhase, startPhases } from './start-phases';
import { railSettingsProblem } from './providers/rails/config';
import { untilDatabaseAnswers, waitingRoom, type WaitingRoom } from './waiting-room';

/** A refusal to start that the message explains (no stack trace needed). */
class RefusedStart extends Error {}

async function buildSpa(distDir: string, log: Logger): Promise<void> {
  // `npm run dev` serves the SPA from Vite with hot reload; only `npm start` needs a build.
  if (process.env.NODE_ENV === 'development') return;
  try {
    await ensureSpaBuilt(distDir, log);
  } catch (error) {
    // The API still works without the web app; say so instead of refusing to start.
    log.error({ err: error }, 'web app build failed; serving the API only');
  }
}

/** How many server processes to run: one on the embedded database, whatever was asked. */
function processCount(config: AppConfig, log: Logger): number {
  if (config.webConcurrency > 1 && !config.databaseUrl) {
    log.warn(
      'WEB_CONCURRENCY needs DATABASE_URL: the embedded database has one writer; running one',
    );
    return 1;
  }
  if (config.webConcurrency > 1 && config.sandbox)
    log.warn('sandbox SMS codes, wallet and clock pages show what their own process holds');
  return config.webConcurrency;
}

/** The primary of several servers: fork, replace a server that dies. */
function runPrimary(config: AppConfig, log: Logger, count: number): void {
  let closing = false;
  cluster.on('exit', (worker, code, signal) => {
    if (closing) return;
    log.error({ pid: worker.process.pid, code, signal }, 'server process ended; starting another');
    cluster.fork();
  });
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  for (let i = 0; i < count; i++) cluster.fork();
  log.info({ processes: count }, `${config.appName} starting ${count} server processes`);
}

/** METRICS_PORT: health, readiness and metrics alone, on their own interface. */
async function listenMetrics(app: FastifyInstance, config: AppConfig): Promise<Closable[]> {
  if (config.metricsPort === 0) return [];
  const metricsApp = Fastify({ logger: false });
  registerOperabilityRoutes(metricsApp, app.operability);
  await metricsApp.listen({ port: config.metricsPort, host: config.metricsHost });
  return [metricsApp];
}

/** The database migrated and the app built, once PostgreSQL answers (at once on PGlite). */
async function boot(
  config: AppConfig,
  database: Database,
  room: WaitingRoom | undefined,
  log: Logger,
): Promise<FastifyInstance> {
  const attempt = async () => {
    await migrateAsOwner(config, database);
    endPhase('migrate');
    const app = await buildApp(config, { db: database.db });
    endPhase('app');
    await warnIfOverPrivileged(database, app.log).catch(async (error: unknown) => {
      await app.close();
      throw error;
    });
    return app;
  };
  return room ? untilDatabaseAnswers(attempt, room, log) : attempt();
}

/** One server: the database, the app, the port. */
async function runServer(config: AppConfig, log: Logger): Promise<void> {
  // A fresh embedded database starts from a migrated dump when one was made (pglite-template.ts).
  const template = config.databaseUrl ? undefined : templateFile();
  const database = await openDatabase(config, {
    startFrom: template === undefined ? undefined : startingDump(config.dataDir, template),
  });
  endPhase('database');
  const room = database.kind === 'postgres' ? waitingRoom(config) : undefined;
  // Set once the database answered and the app is built; a signal may come before.
  const started: { app?: FastifyInstance } = {};
  let stopAnchoring = async () => {};
  let closing = false;
  let forgetServerFile = () => {};
  let metricsPort: Closable[] = [];
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const { app } = started;
    if (!app) {
      // Still waiting for the database: nothing in flight but the waiting room's answers.
      log.info({ signal }, 'shutting down before the database answered');
      await room?.close();
      await database.close().catch(() => undefined);
      process.exit(0);
    }
    app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down');
    forgetServerFile();
    const clean = await shutDown({
      app,
      after: [...metricsPort, { close: stopAnchoring }, database],
      timeoutMs: config.shutdownTimeoutMs,
    });
    if (!clean) app.log.error('shutdown did not finish in time; exiting with work in flight');
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const app = await boot(config, database, room, log);
  started.app = app;
  stopAnchoring = startAuditAnchoring(
    { db: database.db, clock: Date.now, log: app.log, dataDir: config.dataDir },
    config.auditAnchorMinutes * 60_000,
  );
  // After a wait the port changes hands: for a moment nothing listens (the server was not ready).
  await room?.close();
  await app.listen({ port: config.port, host: config.host });
  endPhase('listen');
  metricsPort = await listenMetrics(app, config);
  const address = app.server.address();
  forgetServerFile = writeServerFile(
    config.dataDir,
    typeof address === 'object' && address ? address.port : config.port,
  );
  if (template) makeTemplateAside(template); // serving already: the next fresh start uses it
  const shown = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  app.log.info(
    {
      database: database.kind,
      sandbox: config.sandbox,
      startMs: Object.fromEntries([...startPhases()].map(([k, ms]) => [k, Math.round(ms)])),
    },
    `${config.appName} listening on http://${shown}:${config.port}${config.sandbox ? ` (sandbox SMS: http://${shown}:${config.port}/sandbox/sms)` : ''}`,
  );
}

async function main(): Promise<void> {
  endPhase('modules');
  const config = loadConfig();
  // Production never lends without a rail: name each country and the setting it lacks.
  const noRail = process.env.NODE_ENV === 'production' ? railSettingsProblem(config.rails) : null;
  if (noRail) throw new RefusedStart(noRail);
  const log = pino(loggerOptions(config.logLevel));
  // A forked server finds the build done by its primary.
  if (cluster.isWorker) return runServer(config, log);
  await buildSpa(config.distDir, log);
  endPhase('spa');
  const count = processCount(config, log);
  if (count > 1) return runPrimary(config, log, count);
  return runServer(config, log);
}

main().catch((error: unknown) => {
  // A refusal we can explain (the database folder is held) needs no stack trace.
  const explained = error instanceof DatabaseBusyError || error instanceof RefusedStart;
  console.error(explained ? error.message : error);
  process.exit(1);
});
