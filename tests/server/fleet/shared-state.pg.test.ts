/**
 * State the fleet shares: request limits counted in Redis (two apps, one limit; in the process
 * while Redis is away, even at start), and sessions ended anywhere announced on PostgreSQL
 * ("sessions_ended", migration 0020) to every listener, also after its connection was cut.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { sessions, users } from '../../../src/server/db/schema';
import { listenSessionEnds } from '../../../src/server/db/session-notices';
import { buildTestApp, isolatedPostgres, setUpTestDb, type TestApp } from '../helpers';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const silent = { info: () => {}, warn: () => {} };

describe('request limits with REDIS_URL', () => {
  const ctx = setUpTestDb({ reset: false });
  const ask = (t: TestApp, token: string) =>
    t.app
      .inject({
        method: 'GET',
        url: '/api/security/existsByMobile',
        headers: { authorization: token, packageName: 'com.mkopo.credit' },
      })
      .then((r) => r.statusCode);

  async function alternate(redisUrl: string | undefined): Promise<number[]> {
    const config = { rateLimitPerTokenPerMinute: 4, redisUrl };
    const apps = [
      await buildTestApp(ctx.testDb, { config }),
      await buildTestApp(ctx.testDb, { config }),
    ];
    const token = randomBytes(12).toString('hex');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push(await ask(apps[i % 2]!, token));
    for (const t of apps) await t.app.close();
    return statuses;
  }

  it('gives a client one limit whichever server it reaches', async () => {
    const shared = await alternate(REDIS_URL);
    expect(shared.slice(0, 4).every((s) => s !== 429)).toBe(true);
    expect(shared.slice(4)).toEqual([429, 429, 429, 429]);
    // Counted per process, the same client gets the limit from each server: twice it.
    const apart = await alternate(undefined);
    expect(apart.filter((s) => s === 429)).toHaveLength(0);
  });

  it('starts on a Redis that does not answer, counting in the process and saying so', async () => {
    const config = { rateLimitPerTokenPerMinute: 2, redisUrl: 'redis://127.0.0.1:1' };
    const t = await buildTestApp(ctx.testDb, { config });
    try {
      const token = randomBytes(12).toString('hex');
      const statuses = [await ask(t, token), await ask(t, token), await ask(t, token)];
      expect(statuses.slice(0, 2).every((s) => s !== 429)).toBe(true);
      expect(statuses[2]).toBe(429);
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      const body = ready.json<{ checks: Record<string, string> }>();
      expect(ready.statusCode).toBe(200);
      expect(body.checks.redis).not.toBe('ok');
    } finally {
      await t.app.close();
    }
  });
});

describe('sessions ended, announced to every server', () => {
  let database: Database;
  let url = '';
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const made = await isolatedPostgres(process.env.DATABASE_URL!);
    ({ database, url, drop } = made);
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  async function borrowerWithSession(): Promise<{ userId: number; sessionId: number }> {
    const now = new Date();
    const [user] = await database.db
      .insert(users)
      .values({ mobile: `+2557${Date.now() % 1e8}`, country: 'TZ', createdAt: now })
      .returning();
    const [session] = await database.db
      .insert(sessions)
      .values({
        tokenHash: randomBytes(16).toString('hex'),
        userId: user!.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + 3600_000),
      })
      .returning();
    return { userId: user!.id, sessionId: session!.id };
  }

  const heard: number[] = [];
  const until = async (ok: () => boolean) => {
    for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 20));
    return ok();
  };

  it('names the borrower when a session ends or the account closes, once', async () => {
    const stop = await listenSessionEnds(url, (id) => heard.push(id), silent);
    try {
      const a = await borrowerWithSession();
      const end = () =>
        database.db
          .update(sessions)
          .set({ endedAt: new Date(), endReason: 'logout' })
          .where(eq(sessions.id, a.sessionId));
      await end();
      expect(await until(() => heard.includes(a.userId))).toBe(true);
      await end(); // already ended: nothing new to say
      const b = await borrowerWithSession();
      await database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, b.userId));
      expect(await until(() => heard.includes(b.userId))).toBe(true);
      expect(heard.filter((id) => id === a.userId)).toHaveLength(1);
    } finally {
      await stop();
    }
  });

  it('says when it stops hearing and hears again after its connection is cut', async () => {
    heard.length = 0;
    const gaps: boolean[] = [];
    const stop = await listenSessionEnds(
      url,
      (id) => heard.push(id),
      silent,
      (listening) => gaps.push(listening),
    );
    try {
      expect(gaps).toEqual([false, true]);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query ilike 'listen%'`,
      );
      await admin.end();
      // The gap is said (the cache then trusts nothing), then its end once listening again.
      expect(await until(() => gaps.length === 4)).toBe(true);
      expect(gaps).toEqual([false, true, false, true]);
      const a = await borrowerWithSession();
      await database.db
        .update(sessions)
        .set({ endedAt: new Date(), endReason: 'logout' })
        .where(eq(sessions.id, a.sessionId));
      expect(await until(() => heard.includes(a.userId))).toBe(true);
    } finally {
      await stop();
    }
  });
});
