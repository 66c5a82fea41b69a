/**
 * Request limits on /api and /cou (docs/architecture.md §6): per session token and per device id first, then a
 * per-IP ceiling. Mobile carriers in Tanzania and Kenya put thousands of phones behind one
 * address (CGNAT), so a tight per-IP limit would lock out a town; the per-IP one only stops a
 * flood. Codes have their own limits per number and per IP, kept as rows in the database
 * (features/auth), so every server already shares them.
 *
 * Counted by @fastify/rate-limit in one-minute windows: in Redis when REDIS_URL is set, so a
 * client meets one limit whichever server of the fleet it reaches; in this process otherwise.
 * Should Redis fail, each server counts in its own memory until it answers again (decision 0041,
 * limit-store.ts): the limits loosen to one per server but still hold, and an outage of the
 * counters never becomes an outage of the lender.
 */
import { createHash } from 'node:crypto';
import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { ApiError } from '../api-error';
import { redisOrLocalStore } from './limit-store';

export interface RateLimitOptions {
  /** Per minute; 0 turns that limit off. */
  readonly perToken: number;
  readonly perDevice: number;
  readonly perIp: number;
  /** Shared counters for the fleet; undefined = this process's memory. */
  readonly redis?: Redis;
}

const WINDOW_MS = 60_000;

function tokenOf(request: FastifyRequest): string | undefined {
  const raw = request.headers.authorization?.replace(/^Bearer\s+/i, '').trim();
  // Hashed so the counters never hold a usable token.
  return raw ? createHash('sha256').update(raw).digest('base64url') : undefined;
}

function deviceOf(request: FastifyRequest): string | undefined {
  const afid = request.headers.afid;
  const value = Array.isArray(afid) ? afid[0] : afid;
  return value && value.length <= 200 ? value : undefined;
}

async function rateLimits(app: FastifyInstance, opts: RateLimitOptions): Promise<void> {
  let lastFailure = '';
  const fellBack = (error: Error) => {
    // Once per distinct failure: every request of an outage fails the same way.
    if (error.message === lastFailure) return;
    lastFailure = error.message;
    app.log.warn({ err: error }, 'redis failed; request limits count in this process');
  };
  const store = opts.redis && redisOrLocalStore(opts.redis, 'mkopo-limit:', fellBack);
  await app.register(fastifyRateLimit, {
    global: false,
    timeWindow: WINDOW_MS,
    // The store falls back itself; should counting still fail, the request is not refused for it.
    skipOnError: true,
    // The plugin's types name a store's child parameters as route options; at run time it passes
    // the merged limit parameters the store reads (its index.js, createLimiterArgs).
    ...(store ? { store: store as unknown as FastifyRateLimitStoreCtor } : {}),
  });
  const limits: Array<{ key: (r: FastifyRequest) => string | undefined; max: number }> = [
    { key: tokenOf, max: opts.perToken },
    { key: deviceOf, max: opts.perDevice },
    { key: (r) => r.ip, max: opts.perIp },
  ];
  const limiters = limits
    .filter((limit) => limit.max > 0)
    .map(({ key, max }, index) =>
      app.createRateLimit({
        max,
        keyGenerator: (request) => `${index}:${key(request) ?? ''}`,
        // A request without this key (no token, no device id) is not counted under it.
        allowList: (request) => key(request) === undefined,
      }),
    );
  app.addHook('onRequest', async (request, reply) => {
    // In order, stopping at the first exceeded: a refused phone does not eat its town's ceiling.
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', Math.max(1, Math.ceil(result.ttl / 1000)));
        throw new ApiError('rateLimited');
      }
    }
  });
}

export default fp(rateLimits, { name: 'rate-limits' });
