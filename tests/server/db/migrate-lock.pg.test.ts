/**
 * Several servers starting together on one PostgreSQL database: each runs the migrations at start,
 * one applies them and the others wait and find nothing left to do (no "already exists" crash, no
 * migration recorded twice).
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresDatabase, type Database } from '../../../src/server/db/client';
import { isolatedPostgres } from '../helpers';

const journal = JSON.parse(readFileSync('src/server/db/migrations/meta/_journal.json', 'utf8')) as {
  entries: unknown[];
};
const opened: Database[] = [];
let drop: (() => Promise<void>) | undefined;

afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
  await drop?.();
});

describe('migrations at start', () => {
  it('apply once when six servers start together on an empty database', async () => {
    const fresh = await isolatedPostgres(process.env.DATABASE_URL!);
    drop = fresh.drop;
    opened.push(fresh.database);
    for (let i = 0; i < 5; i++)
      opened.push(postgresDatabase(new pg.Pool({ connectionString: fresh.url, max: 2 })));
    const results = await Promise.allSettled(opened.map((d) => d.migrate()));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const check = new pg.Client({ connectionString: fresh.url });
    await check.connect();
    const applied = await check.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    await check.end();
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
  });
});
