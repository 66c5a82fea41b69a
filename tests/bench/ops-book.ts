/**
 * The console's loan book at 100,000 orders (BENCH_BOOK_ORDERS): median and worst time of the
 * order list (first page, a status + overdue filter, a deep page) and of borrower search by phone,
 * order number, national ID and name, on embedded PGlite through the real routes.
 */
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { newPglite, pgliteDatabase } from '../../src/server/db/client';
import { addStaff } from '../../src/server/features/ops-console/auth-service';
import { seedLoanBook } from '../../src/server/features/ops-console/seed-book-repo';
import { totp } from '../../src/server/features/ops-console/totp';
import { SandboxSms } from '../../src/server/providers/sms';
import { NO_DIST_DIR } from '../support/no-dist';

const ROUNDS = 15;

export async function benchOpsBook(orders = Number(process.env.BENCH_BOOK_ORDERS ?? 100_000)) {
  const database = pgliteDatabase(await newPglite());
  await database.migrate();
  const now = Date.now();
  const seedStart = performance.now();
  await seedLoanBook(database.db, orders, now);
  const seeded = performance.now() - seedStart;
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', JOB_POLL_MS: '0' }),
    distDir: NO_DIST_DIR,
  };
  const app = await buildApp(config, { db: database.db, sms: new SandboxSms(), runJobs: false });
  try {
    const staff = await addStaff(
      { db: database.db, clock: Date.now },
      'bench@lender.test',
      'admin',
    );
    const login = await app.inject({
      method: 'POST',
      url: '/ops/api/login',
      payload: {
        email: 'bench@lender.test',
        password: staff.password,
        code: totp(staff.totpSecret, Date.now()),
      },
    });
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    console.log(
      `\n== Operations loan book: ${orders.toLocaleString('en')} orders on PGlite (seeded in ${(seeded / 1000).toFixed(1)} s) ==`,
    );
    const cases: [string, string][] = [
      ['orders, first page', '/orders'],
      ['orders, overdue ≥ 10 days', '/orders?status=3&overdueMin=10'],
      ['orders, page 1000', '/orders?page=1000'],
      ['search by phone', '/borrowers?q=0700054321'],
      ['search by order number', '/borrowers?q=TZS000054321'],
      ['search by national ID', '/borrowers?q=19900101-54321-00001-01'],
      ['search by name', '/borrowers?q=Seed54321'],
      ['CSV, overdue (all rows)', '/orders?status=3&format=csv'],
    ];
    for (const [name, url] of cases) {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < ROUNDS; i++) {
        const start = performance.now();
        const res = await app.inject({ url: `/ops/api${url}`, headers: { cookie } });
        times.push(performance.now() - start);
        rows = url.includes('format=csv')
          ? res.body.split('\n').filter(Boolean).length - 1
          : (res.json() as { rows: unknown[] }).rows.length;
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)] ?? 0;
      console.log(
        `  ${name.padEnd(28)} median ${median.toFixed(1).padStart(7)} ms  worst ${(times.at(-1) ?? 0).toFixed(1).padStart(7)} ms  ${rows} rows`,
      );
    }
  } finally {
    await app.close();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchOpsBook();
