/**
 * The README's backup and restore, done: pg_dump a database with a loan book and its journal,
 * wipe it, pg_restore the dump, and the journal's balances and content digests are as before,
 * with the migrations current (a restored server starts ready). Needs pg_dump and pg_restore of
 * the server's version beside the PostgreSQL of this suite.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { seedLoanBook } from '../../../src/server/features/ops-console/seed-book-repo';
import { pendingMigrations } from '../../../src/server/plugins/operability-repo';
import { isolatedPostgres } from '../helpers';
import { bookAlone } from '../../support/book-alone';

const folder = mkdtempSync(join(tmpdir(), 'mkopo-backup-'));
let database: Database;
let url = '';
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, url, drop } = await isolatedPostgres(process.env.DATABASE_URL!));
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await drop();
  rmSync(folder, { recursive: true, force: true });
});

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** What must survive: balances per account, digests of every entry and line, row counts. */
async function books() {
  const balances = await rows<{ account: string; balance: string }>(
    sql`select account, sum(amount)::text as balance from journal_lines group by account order by account`,
  );
  const [digest] = await rows<Record<string, string>>(sql`select
    (select md5(string_agg(concat_ws('|', id, order_id, kind, idem_key, at), ',' order by id)) from journal_entries) as entries,
    (select md5(string_agg(concat_ws('|', id, entry_id, order_id, account, amount), ',' order by id)) from journal_lines) as lines,
    (select count(*) from users)::text as users,
    (select count(*) from loan_orders)::text as orders`);
  return { balances, digest };
}

describe('backup and restore', () => {
  it('gives back the same books after a wipe', async () => {
    const now = Date.UTC(2026, 5, 1);
    await seedLoanBook(database.db, 300, now);
    const orders = await rows<{ id: string; amount: number }>(
      sql`select id::text, amount from loan_orders order by id limit 120`,
    );
    for (const [i, order] of orders.entries()) {
      const id = Number(order.id);
      await bookAlone(
        database.db,
        id,
        `disburse:${id}`,
        {
          kind: 'disbursement',
          lines: [
            { account: 'receivable:principal', amount: order.amount },
            { account: 'cash', amount: -order.amount },
          ],
        },
        now,
      );
      if (i % 3 === 0)
        await bookAlone(
          database.db,
          id,
          `payment:${id}`,
          {
            kind: 'repayment',
            lines: [
              { account: 'cash', amount: order.amount - 100 },
              { account: 'receivable:principal', amount: -(order.amount - 100) },
            ],
          },
          now + 86_400_000,
        );
    }
    const before = await books();
    expect(before.balances.length).toBeGreaterThan(1);
    expect(before.balances.reduce((s, b) => s + Number(b.balance), 0)).toBe(0);

    const dump = join(folder, 'mkopo.dump');
    execFileSync('pg_dump', ['--format=custom', '--file', dump, url]);
    expect(statSync(dump).size).toBeGreaterThan(0);

    await database.db.execute(sql`drop schema public cascade`);
    await database.db.execute(sql`drop schema drizzle cascade`);
    await database.db.execute(sql`create schema public`);
    expect(await rows(sql`select 1 from pg_tables where tablename = 'journal_lines'`)).toEqual([]);

    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', url, dump]);
    expect(await books()).toEqual(before);
    expect(await pendingMigrations(database.db)).toBe(0);
  });
});
