/**
 * Request limits on /api and /cou (DESIGN §6): per session token and per device id first, then a
 * per-IP ceiling. Mobile carriers in Tanzania and Kenya put thousands of phones behind one
 * address (CGNAT), so a tight per-IP limit would lock out a town; the per-IP one only stops a
 * flood. Codes have their own limits per number and per IP (features/auth). Counters are per
 * process: with N servers behind a balancer a client gets at most N times the limit.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../api-error';

export interface RateLimitOptions {
  /** Per minute; 0 turns that limit off. */
  readonly perToken: number;
  readonly perDevice: number;
  readonly perIp: number;
  /** Wall clock (never the sandbox clock: limits are about real time). */
  readonly now?: () => number;
}

const WINDOW_MS = 60_000;

/** Fixed one-minute windows per key; expired windows are swept once a window. */
export class WindowCounter {
  private readonly counts = new Map<string, { start: number; count: number }>();
  private lastSweep = 0;

  constructor(private readonly windowMs = WINDOW_MS) {}

  /** Counts one request for `key` at `now`; returns the count in the current window. */
  hit(key: string, now: number): number {
    if (now - this.lastSweep >= this.windowMs) this.sweep(now);
    const entry = this.counts.get(key);
    if (!entry || now - entry.start >= this.windowMs) {
      this.counts.set(key, { start: now, count: 1 });
      return 1;
    }
    entry.count += 1;
    return entry.count;
  }

  get size(): number {
    return this.counts.size;
  }

  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [key, entry] of this.counts)
      if (now - entry.start >= this.windowMs) this.counts.delete(key);
  }
}

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
  const counter = new WindowCounter();
  const now = opts.now ?? Date.now;
  app.addHook('onRequest', async (request, reply) => {
    const at = now();
    const keys: Array<[string | undefined, number]> = [
      [tokenOf(request), opts.perToken],
      [deviceOf(request), opts.perDevice],
      [request.ip, opts.perIp],
    ];
    for (const [index, [key, max]] of keys.entries()) {
      if (!key || max <= 0) continue;
      if (counter.hit(`${index}:${key}`, at) > max) {
        reply.header('retry-after', Math.ceil(WINDOW_MS / 1000));
        throw new ApiError('rateLimited');
      }
    }
  });
}

export default fp(rateLimits, { name: 'rate-limits' });
