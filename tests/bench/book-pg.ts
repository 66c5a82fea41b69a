/**
 * The console at a lender's size on PostgreSQL: 1,000,000 orders (BENCH_BOOK_PG_ORDERS) seeded by
 * generate_series into a scratch database of its own (bench_book, dropped and made again; with
 * BENCH_BOOK_REUSE=1 a database already seeded at that size is kept; BENCH_BOOK_DB names it). Prints the median and p95
 * of each console read through the real routes and the kind of plan its SQL gets (index or seq
 * scan). Figures only: nothing is asserted.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { postgresDatabase, type Database } from '../../src/server/db/client';
import { seedLoanBook } from '../../src/server/features/ops-console/seed-book-repo';
import { planKind, planScans, type BuiltQuery } from '../support/plan-kind';
import { seedCollections } from '../support/collections-seed';
import { bookQueries, type BenchCase } from './book-cases';
import { postgresAnswers } from './postgres-answers';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// A name of one's own (BENCH_BOOK_DB) keeps a seeded book from another run's drop.
const NAME = process.env.BENCH_BOOK_DB ?? 'bench_book';
const ROUNDS = Number(process.env.BENCH_BOOK_ROUNDS ?? 40);
const BIG = ['users', 'profile_forms', 'loan_orders', 'loan_delinquency', 'journal_lines'];

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function seededOrders(database: Database): Promise<number> {
  try {
    const result = (await database.db.execute(
      sql`select count(*)::int as n from loan_orders`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 0;
  } catch {
    return 0;
  }
}

/** The scratch database, seeded with `orders` orders (made again unless reusable). */
export async function benchBookDatabase(orders: number, now: number) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${NAME}`;
  const open = () => postgresDatabase(new pg.Pool({ connectionString: url.toString(), max: 4 }));
  if (process.env.BENCH_BOOK_REUSE === '1') {
    await admin(`create database ${NAME}`).catch(() => undefined);
    const database = open();
    await database.migrate();
    if ((await seededOrders(database)) === orders) return { database, seconds: 0, url };
    await database.close();
  }
  await admin(`drop database if exists ${NAME} with (force)`);
  await admin(`create database ${NAME}`);
  const database = open();
  await database.migrate();
  const start = performance.now();
  await seedLoanBook(database.db, orders, now);
  await seedCollections(database.db, now);
  return { database, seconds: (performance.now() - start) / 1000, url };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function time(c: BenchCase): Promise<{ median: number; p95: number; rows: number }> {
  const times: number[] = [];
  let rows = 0;
  await c.run(); // warms the connection and the plan cache, as a console in use is
  for (let i = 0; i < (c.rounds ?? ROUNDS); i++) {
    const start = performance.now();
    rows = await c.run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95), rows };
}

export async function benchBookPostgres(): Promise<void> {
  const orders = Number(process.env.BENCH_BOOK_PG_ORDERS ?? 1_000_000);
  if (!(await postgresAnswers())) {
    console.log('\n== Console at a lender size on PostgreSQL: no PostgreSQL on 5432, skipped ==');
    return;
  }
  const now = Date.now();
  const { database, seconds } = await benchBookDatabase(orders, now);
  const cases = await bookQueries(database, now);
  try {
    console.log(
      `\n== Console on PostgreSQL: ${orders.toLocaleString('en')} orders (${seconds ? `seeded in ${seconds.toFixed(0)} s` : 'seeded before'}), ${ROUNDS} rounds, through the routes ==`,
    );
    // BENCH_BOOK_ONLY=portfolio times only the reads whose name says so.
    const only = process.env.BENCH_BOOK_ONLY;
    for (const c of cases.list.filter((c) => !only || c.name.includes(only))) {
      const t = await time(c);
      const plans = await Promise.all(c.sql.map((q: BuiltQuery) => planScans(database.db, q)));
      const kind = plans.length ? planKind(plans.flat(), BIG) : '-';
      console.log(
        `  ${c.name.padEnd(30)} median ${t.median.toFixed(1).padStart(6)} ms  p95 ${t.p95.toFixed(1).padStart(6)} ms  ${String(t.rows).padStart(3)} rows  plan: ${kind}`,
      );
    }
  } finally {
    await cases.close();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBookPostgres();
