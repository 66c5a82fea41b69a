/**
 * Builds the Fastify app (DESIGN §6) without listening: tests call it with an in-memory database
 * and a fake clock, main.ts with the configured ones.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from './config';
import { openDatabase, type Db } from './db/client';
import { ApiError } from './api-error';
import { loggerOptions } from './logger';
import { SandboxSms, type SmsProvider } from './providers/sms';
import { authenticate } from './features/auth/service';
import { featureRoutes } from './features/index';
import { registerSandboxRoutes } from './features/sandbox/routes';
import { registerFeedbackFileRoute } from './features/feedback/file-route';
import { registerKycFileRoute } from './features/kyc/file-route';
import { registerSandboxCashier } from './features/repay/sandbox-cashier';
import { startJobRunner } from './jobs/runner';
import authPlugin from './plugins/auth';
import envelopePlugin, { TEXT_BODY_LIMIT } from './plugins/envelope';
import errorsPlugin, { sendError } from './plugins/errors';
import securityHeaders from './plugins/security-headers';
import { contractMethods, registerContractRoutes } from './plugins/contract-routes';
import { isSpaPath, registerStatic, sendIndex } from './plugins/static';
import type { Clock, RouteHandlers, ServerDeps } from './types';

export interface AppDeps {
  /** An open, migrated database; without one the app opens (and closes) the configured one. */
  db?: Db;
  clock?: Clock;
  sms?: SmsProvider;
  /** Log destination (tests capture it); default stdout. */
  logStream?: NodeJS.WritableStream;
  /** Merged over the features' handlers; an explicit undefined removes one (tests). */
  handlers?: RouteHandlers;
  /** Poll background jobs (JOB_POLL_MS); default: on unless the caller injects its SMS (tests). */
  runJobs?: boolean;
}

export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      ...loggerOptions(config.logLevel),
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: TEXT_BODY_LIMIT,
    trustProxy: true,
  });
  const clock = deps.clock ?? Date.now;
  let db = deps.db;
  if (!db) {
    const database = await openDatabase(config);
    await database.migrate();
    app.addHook('onClose', () => database.close());
    db = database.db;
  }
  const sandboxSms = new SandboxSms(clock, (sent) =>
    config.sandbox
      ? app.log.info({ sandboxSms: sent }, 'sandbox SMS (not sent)')
      : app.log.warn(
          { mobile: sent.mobile, purpose: sent.purpose },
          'no SMS gateway configured: code not delivered',
        ),
  );
  const server: ServerDeps = { config, db, clock, sms: deps.sms ?? sandboxSms, log: app.log };

  await app.register(errorsPlugin);
  await app.register(securityHeaders);
  await app.register(async (api) => {
    if (config.rateLimitPerMinute > 0) {
      await api.register(rateLimit, {
        max: config.rateLimitPerMinute,
        timeWindow: 60_000,
        errorResponseBuilder: () => new ApiError('rateLimited'),
      });
    }
    await api.register(authPlugin, { authenticate: (header) => authenticate(server, header) });
    await api.register(envelopePlugin, { packageName: config.packageName });
    await registerContractRoutes(api, { ...featureRoutes(server), ...deps.handlers });
  });
  await app.register((await import('./forms/plugin')).default); // GET /api/forms/:country/:form
  if (config.sandbox) registerSandboxRoutes(app, () => sandboxSms.recent());
  registerFeedbackFileRoute(app, server);
  registerKycFileRoute(app, server);
  if (config.sandbox) registerSandboxCashier(app, server);
  if (config.jobPollMs > 0 && (deps.runJobs ?? deps.sms === undefined)) {
    const stop = startJobRunner(server, config.jobPollMs);
    app.addHook('onClose', stop);
  }
  const indexHtml = await registerStatic(app, config.distDir, config);

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
  return app;
}
