/** The reset between server tests leaves what a fresh database has: no rows, identities from 1. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { childrenFirst } from '../empty-tables';
import { setUpTestApp, signIn } from '../helpers';

const ctx = setUpTestApp();

async function rowCounts(): Promise<Record<string, number>> {
  const tables = (await ctx.testDb.db.execute(
    sql.raw(`select tablename from pg_tables where schemaname = 'public' order by tablename`),
  )) as unknown as { rows: { tablename: string }[] };
  const counts: Record<string, number> = {};
  for (const { tablename } of tables.rows) {
    const res = (await ctx.testDb.db.execute(
      sql.raw(`select count(*)::int as n from "${tablename}"`),
    )) as unknown as { rows: { n: number }[] };
    counts[tablename] = res.rows[0]!.n;
  }
  return counts;
}

describe('test database reset', () => {
  it('empties every table, children before parents, and restarts the ids', async () => {
    await signIn(ctx.t, '0712345678');
    await signIn(ctx.t, '0712345679');
    const before = await rowCounts();
    expect(before.users).toBe(2);
    expect(before.sessions).toBeGreaterThan(0);
    await ctx.testDb.reset();
    const after = await rowCounts();
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    await signIn(ctx.t, '0712345670');
    const ids = (await ctx.testDb.db.execute(
      sql.raw(`select id::int as id from users`),
    )) as unknown as {
      rows: { id: number }[];
    };
    expect(ids.rows).toEqual([{ id: 1 }]);
  });

  it('orders referencing tables first and refuses a cycle', () => {
    const edges = [
      { child: 'sessions', parent: 'users' },
      { child: 'lines', parent: 'entries' },
      { child: 'entries', parent: 'users' },
      { child: 'users', parent: 'users' },
    ];
    const order = childrenFirst(['users', 'entries', 'lines', 'sessions', 'other'], edges);
    for (const e of edges.filter((x) => x.child !== x.parent))
      expect(order.indexOf(e.child)).toBeLessThan(order.indexOf(e.parent));
    expect(order.sort()).toEqual(['entries', 'lines', 'other', 'sessions', 'users']);
    expect(() =>
      childrenFirst(
        ['a', 'b'],
        [
          { child: 'a', parent: 'b' },
          { child: 'b', parent: 'a' },
        ],
      ),
    ).toThrow(/cycle/);
  });
});
