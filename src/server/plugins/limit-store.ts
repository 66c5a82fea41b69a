/**
 * Where the request limits count (decision 0041): in Redis, shared by the fleet, while it answers;
 * in this process's memory whenever a Redis command fails. A Redis outage then loosens the limits
 * to one per server (a client spread over N servers gets at most N times its limit) instead of
 * lifting them, and never refuses a request for it. Both counters are @fastify/rate-limit's own
 * stores, so the windows and answers are the same on either side.
 */
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';

interface Count {
  current: number;
  ttl: number;
}
type Done = (error: Error | null, count?: Count) => void;

/** The store contract @fastify/rate-limit 11 calls (its index.js: `incr`, `child`). */
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  child(params: StoreParams): Store;
}

/** The merged limit parameters the plugin hands a store and its children. */
interface StoreParams {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}

const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;

class FallbackStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly onFallback: (error: Error) => void,
  ) {}

  incr(key: string, done: Done, timeWindow: number, max: number): void {
    this.shared.incr(
      key,
      (error, count) => {
        if (!error) return done(null, count);
        this.onFallback(error);
        this.local.incr(key, done, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(params: StoreParams): Store {
    return new FallbackStore(this.shared.child(params), this.local.child(params), this.onFallback);
  }
}

/**
 * The store class to give @fastify/rate-limit (`store`): Redis first, this process's memory when
 * Redis fails; `onFallback` hears each failure (the caller logs it once per outage).
 */
export function redisOrLocalStore(
  redis: Redis,
  nameSpace: string,
  onFallback: (error: Error) => void,
): new (params: StoreParams) => Store {
  return class extends FallbackStore {
    constructor(params: StoreParams) {
      super(
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
        onFallback,
      );
    }
  };
}
