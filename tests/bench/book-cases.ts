/**
 * The console reads the PostgreSQL book bench times: each a request through the real routes as a
 * signed-in admin, with the SQL its answer rests on (for EXPLAIN).
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { addStaff } from '../../src/server/features/ops-console/auth-service';
import { borrowerSearches, listOrders } from '../../src/server/features/ops-console/book-repo';
import { idCursor, queueCursor } from '../../src/server/features/ops-console/paging';
import { totp } from '../../src/server/features/ops-console/totp';
import { queueQuery } from '../../src/server/features/debt-collections';
import { businessDateText } from '../../src/server/domain/business-date';
import { byCountry, DEFAULT_COUNTRY } from '../../src/shared/countries';
import { SandboxSms } from '../../src/server/providers/sms';
import type { BuiltQuery } from '../support/plan-kind';
import { NO_DIST_DIR } from '../support/no-dist';

export interface BenchCase {
  readonly name: string;
  /** Runs once; the rows answered. */
  run(): Promise<number>;
  readonly sql: readonly BuiltQuery[];
  /** Fewer rounds for a read that takes seconds. */
  readonly rounds?: number;
}

const one = async <T>(db: Database['db'], query: ReturnType<typeof sql>): Promise<T> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows[0] as T;

export async function bookQueries(database: Database, now: number) {
  const db = database.db;
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', JOB_POLL_MS: '0', RATE_LIMIT_PER_MINUTE: '0' }),
    distDir: NO_DIST_DIR,
  };
  const app = await buildApp(config, { db, sms: new SandboxSms(), runJobs: false });
  const email = `bench${now}@lender.test`;
  const staff = await addStaff({ db, clock: Date.now }, email, 'admin');
  const login = await app.inject({
    method: 'POST',
    url: '/ops/api/login',
    payload: { email, password: staff.password, code: totp(staff.totpSecret, Date.now()) },
  });
  const cookie = ([] as string[])
    .concat(login.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
  const get = async (url: string) => {
    const res = await app.inject({ url: `/ops/api${url}`, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    const body = res.json() as { rows?: unknown[]; products?: unknown[] };
    return (body.rows ?? body.products ?? []).length;
  };
  const ids = await one<{ max: number; min: number }>(
    db,
    sql`select max(id)::int as max, min(id)::int as min from loan_orders`,
  );
  const middle = Math.floor((ids.max + ids.min) / 2);
  const last = ids.min + 50;
  const day = await one<{ day: number }>(db, sql`select max(day) as day from delinquency_days`);
  const mid = await one<{ d: number; p: number; o: number }>(
    db,
    sql`select days_past_due as d, principal::int as p, order_id::int as o from loan_delinquency
      where day = ${day.day} and days_past_due > 0 order by 1 desc, 2 desc, 3 desc
      offset (select count(*) / 2 from loan_delinquency where day = ${day.day} and days_past_due > 0) limit 1`,
  );
  const midKey = { daysPastDue: mid.d, principal: mid.p, orderId: mid.o };
  const today = byCountry(() => Math.floor(now / 86_400_000));
  const orders = (after?: number) => listOrders(db, { today, limit: 50, after });
  const search = (text: string, mobile?: string) =>
    borrowerSearches(db, { text, mobile, limit: 50 }).map((s) => s.query);
  const queue = (after?: typeof midKey) =>
    queueQuery(db, { country: DEFAULT_COUNTRY, day: day.day, limit: 50, after });
  const list: BenchCase[] = [
    {
      name: 'search by phone',
      run: () => get('/borrowers?q=0700054321'),
      sql: search('0700054321', '+255700054321').slice(0, 1),
    },
    {
      name: 'search by name (2 words)',
      run: () => get('/borrowers?q=Neema%20Seed54322'),
      sql: search('Neema Seed54322').slice(-1),
    },
    {
      name: 'search by common first name',
      run: () => get('/borrowers?q=Asha'),
      sql: search('Asha').slice(-1),
    },
    { name: 'orders, first page', run: () => get('/orders'), sql: [orders()] },
    {
      name: 'orders, middle page (cursor)',
      run: () => get(`/orders?cursor=${idCursor(middle)}`),
      sql: [orders(middle)],
    },
    {
      name: 'orders, last page (cursor)',
      run: () => get(`/orders?cursor=${idCursor(last)}`),
      sql: [orders(last)],
    },
    {
      name: 'orders, overdue, first page',
      run: () => get('/orders?status=3'),
      sql: [listOrders(db, { today, limit: 50, statuses: [3] })],
    },
    {
      name: 'queue, first page',
      run: () => get(`/collections/queue?country=${DEFAULT_COUNTRY}`),
      sql: [queue()],
    },
    {
      name: 'queue, middle page (cursor)',
      run: () => get(`/collections/queue?country=${DEFAULT_COUNTRY}&cursor=${queueCursor(midKey)}`),
      sql: [queue(midKey)],
    },
    {
      name: 'portfolio report, filed day',
      run: () => get(`/portfolio?country=${DEFAULT_COUNTRY}&day=${businessDateText(day.day)}`),
      sql: [],
    },
    {
      // Today, not yet closed: the last close's filed sums and the loans moved since.
      name: 'portfolio report, today',
      run: () => get(`/portfolio?country=${DEFAULT_COUNTRY}&day=${businessDateText(day.day + 1)}`),
      sql: [],
    },
  ];
  return { list, close: () => app.close() };
}
