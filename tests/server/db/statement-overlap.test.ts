/**
 * The harness's watch for statements sent at once on one PostgreSQL connection
 * (statement-overlap.ts): it sees reads of a transaction run with Promise.all, and nothing when
 * they run one after another. PostgreSQL only (PGlite has one connection and no queue).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpTestDb } from '../helpers';
import { takeStatementOverlaps } from '../statement-overlap';

const setup = setUpTestDb();
const read = (n: number) => sql`select ${n}::int as n, pg_sleep(0.01)`;

describe.skipIf(!process.env.DATABASE_URL)('statements on one connection', () => {
  it('records reads of a transaction sent at once', async () => {
    await setup.testDb.db.transaction((tx) =>
      Promise.all([tx.execute(read(1)), tx.execute(read(2)), tx.execute(read(3))]),
    );
    const found = takeStatementOverlaps();
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found[0]).toContain('select $1::int');
  });

  it('records nothing for the same reads one after another, or at once on the pool', async () => {
    await setup.testDb.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) await tx.execute(read(n));
    });
    await Promise.all([1, 2, 3].map((n) => setup.testDb.db.execute(read(n))));
    expect(takeStatementOverlaps()).toEqual([]);
  });
});
