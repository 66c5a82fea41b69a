/**
 * The fleet's Redis (REDIS_URL): one connection per server, opened at start so a wrong address
 * stops the start with a clear message instead of silently counting limits per process.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export async function openRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    // A request never waits on a Redis that is down: its command fails at once and the limit
    // counts in this process instead (plugins/limit-store.ts) while the client reconnects.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
  });
  let lastError = '';
  redis.on('error', (error: Error) => {
    // Logged once per distinct failure: a reconnect loop would otherwise fill the log.
    if (error.message === lastError) return;
    lastError = error.message;
    log.error({ err: error }, 'redis unavailable; request limits count per process');
  });
  redis.on('ready', () => {
    lastError = '';
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot connect (${(error as Error).message})`);
  }
  return redis;
}
