/**
 * The fleet's Redis (REDIS_URL): one connection per server. A Redis that is away, at start or
 * later, stops nothing (decisions 0041, 0042): the request limits count in this process while
 * the client reconnects with a capped backoff, `/readyz` names the failure under `checks.redis`,
 * and counting returns to Redis when it answers.
 */
import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** The pause before reconnect try `n`: growing, never longer than the cap. */
export const redisReconnectMs = (n: number) => Math.min(200 * n, 3_000);

/** Opens the connection; resolves once it is ready or its first try failed. */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  // Loaded only by a server of a fleet: its client is some 10 MB of memory the others never use.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    // A request never waits on a Redis that is down: its command fails at once and the limit
    // counts in this process instead (plugins/limit-store.ts) while the client reconnects.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    retryStrategy: redisReconnectMs,
  });
  let lastError = '';
  // Without a listener an 'error' event (Redis restarting) would end the process.
  redis.on('error', (error: Error) => {
    // Logged once per distinct failure: a reconnect loop would otherwise fill the log.
    if (error.message === lastError) return;
    lastError = error.message;
    log.error({ err: error }, 'redis unavailable; request limits count per process');
  });
  redis.on('ready', () => {
    if (lastError) log.info('redis answers again; request limits count across the fleet');
    lastError = '';
  });
  await Promise.race([once(redis, 'ready'), once(redis, 'error')]).catch(() => undefined);
  return redis;
}
