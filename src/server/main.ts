/**
 * `npm start`: config, the SPA build if missing, the database and its migrations, then listen.
 * With WEB_CONCURRENCY > 1 on PostgreSQL, a primary process does the build and the migrations and
 * then forks that many servers sharing the port (node:cluster), restarting one that dies. Every
 * server may run the background jobs: they are claimed with SKIP LOCKED and idempotent.
 */
import cluster from 'node:cluster';
import Fastify, { type FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { buildApp } from './app';
import { ensureSpaBuilt } from './build-spa';
import { loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { migrateAsOwner, warnIfOverPrivileged } from './db/migrate-as-owner';
import { startAuditAnchoring } from './features/ops-console/audit-anchoring';
import { DatabaseBusyError } from './db/folder-lock';
import { loggerOptions } from './logger';
import { writeServerFile } from './ops/server-file';
import { registerOperabilityRoutes } from './plugins/operability';
import { shutDown, type Closable } from './shutdown';
import { railSettingsProblem } from './providers/rails/config';

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

/** The primary of several servers: migrate once, fork, replace a server that dies. */
async function runPrimary(config: AppConfig, log: Logger, count: number): Promise<void> {
  const database = await openDatabase(config);
  await migrateAsOwner(config, database);
  await database.close();
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

/** One server: the database, the app, the port. */
async function runServer(config: AppConfig, migrate: boolean): Promise<void> {
  const database = await openDatabase(config);
  if (migrate) await migrateAsOwner(config, database);
  const app = await buildApp(config, { db: database.db });
  await warnIfOverPrivileged(database, app.log);
  const stopAnchoring = startAuditAnchoring(
    { db: database.db, clock: Date.now, log: app.log, dataDir: config.dataDir },
    config.auditAnchorMinutes * 60_000,
  );

  let closing = false;
  let forgetServerFile = () => {};
  let metricsPort: Closable[] = [];
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
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

  await app.listen({ port: config.port, host: config.host });
  metricsPort = await listenMetrics(app, config);
  const address = app.server.address();
  forgetServerFile = writeServerFile(
    config.dataDir,
    typeof address === 'object' && address ? address.port : config.port,
  );
  const shown = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  app.log.info(
    { database: database.kind, sandbox: config.sandbox },
    `${config.appName} listening on http://${shown}:${config.port}${config.sandbox ? ` (sandbox SMS: http://${shown}:${config.port}/sandbox/sms)` : ''}`,
  );
}

async function main(): Promise<void> {
  const config = loadConfig();
  // Production never lends without a rail: name each country and the setting it lacks.
  const noRail = process.env.NODE_ENV === 'production' ? railSettingsProblem(config.rails) : null;
  if (noRail) throw new RefusedStart(noRail);
  const log = pino(loggerOptions(config.logLevel));
  // A forked server finds the build and the migrations done by its primary.
  if (cluster.isWorker) return runServer(config, false);
  await buildSpa(config.distDir, log);
  const count = processCount(config, log);
  if (count > 1) return runPrimary(config, log, count);
  return runServer(config, true);
}

main().catch((error: unknown) => {
  // A refusal we can explain (the database folder is held) needs no stack trace.
  const explained = error instanceof DatabaseBusyError || error instanceof RefusedStart;
  console.error(explained ? error.message : error);
  process.exit(1);
});
