/**
 * A server whose PostgreSQL is away at start (decision 0042) still listens: on its port (and
 * METRICS_PORT) it answers `/healthz` 200 and `/readyz` 503 with why, and every other request a
 * retryable 503 in the API's envelope, while it tries again with a capped backoff. When the
 * database answers it migrates, builds the app, and hands the port over to it.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { Registry } from 'prom-client';
import type { AppConfig } from './config';
import { isConnectionLost } from './db/commit-outcome';
import { reconnectDelay } from './db/listener';
import { RETRY_AFTER_SECONDS, sendError } from './plugins/errors';
import { operatorOnly, registerOperabilityRoutes, type Operability } from './plugins/operability';

export interface WaitingRoom {
  /** Says why the server is not up yet, shown at `/readyz`; listens from the first note on. */
  note(why: string): Promise<void>;
  /** Stops listening, if it listened (the app listens next, or the process ends). */
  close(): Promise<void>;
}

/** What a not-yet-started server answers, on one port. */
function waitingApp(operability: Operability, allowed: Parameters<typeof operatorOnly>[0] | null) {
  // A request that comes while the room closes still hears "come again" in the envelope.
  const app = Fastify({ logger: false, return503OnClosing: false });
  registerOperabilityRoutes(app, operability, allowed ? operatorOnly(allowed) : undefined);
  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply.header('retry-after', RETRY_AFTER_SECONDS), 'unavailable'),
  );
  return app;
}

/**
 * Listens on PORT (and METRICS_PORT) from the first note until closed. Only a start that had to
 * wait opens it: handing a port over drops the connections not yet accepted, so a start whose
 * database answers at once listens with the app alone, as before.
 */
export function waitingRoom(config: AppConfig): WaitingRoom {
  let why = 'starting';
  let opened: Promise<FastifyInstance[]> | undefined;
  const operability: Operability = {
    metrics: new Registry(),
    draining: false,
    ready: async () => ({
      ready: false,
      checks: {
        accepting: operability.draining ? 'shutting down' : 'ok',
        database: why,
        migrations: 'not checked: the database does not answer',
      },
    }),
  };
  const open = async () => {
    const apps: FastifyInstance[] = [waitingApp(operability, config.metricsAllow)];
    await apps[0]!.listen({ port: config.port, host: config.host });
    if (config.metricsPort !== 0) {
      apps.push(waitingApp(operability, null));
      await apps[1]!.listen({ port: config.metricsPort, host: config.metricsHost });
    }
    return apps;
  };
  return {
    note: async (text) => {
      why = text;
      opened ??= open();
      await opened;
    },
    close: async () => {
      if (!opened) return;
      operability.draining = true;
      for (const app of await opened) await app.close();
    },
  };
}

/** The driver's own words under any wrapping (Drizzle names the query, not the cause). */
function rootCause(error: unknown): string {
  let e = error;
  while (e instanceof Error && e.cause !== undefined) e = e.cause;
  const { code, message } = (e ?? {}) as { code?: unknown; message?: unknown };
  return [code, message].filter((part) => typeof part === 'string' && part !== '').join(': ');
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it succeeds. A database that does not answer (or stops answering midway)
 * is waited for with a capped backoff, each failure noted; any other error is thrown, as a start
 * that cannot succeed by waiting (a wrong password, a broken migration) should say so and stop.
 */
export async function untilDatabaseAnswers<T>(
  attempt: () => Promise<T>,
  room: WaitingRoom,
  log: Pick<Logger, 'warn' | 'info'>,
): Promise<T> {
  const since = Date.now();
  for (let n = 1; ; n++) {
    try {
      const result = await attempt();
      if (n > 1) log.info({ waitedMs: Date.now() - since }, 'the database answered; started');
      return result;
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      const retryMs = reconnectDelay(n);
      await room.note(`${rootCause(error)}; trying again in ${retryMs} ms`);
      if (n === 1) log.warn({ err: error }, 'the database does not answer; waiting for it');
      await pause(retryMs);
    }
  }
}
