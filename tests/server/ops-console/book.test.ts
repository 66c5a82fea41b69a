/** The loan book: search by phone, order number, national ID and name; filters, paging and CSV. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loanOrders } from '../../../src/server/db/schema';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from '../../../src/shared/countries';
import { seedLoanBook } from '../../../src/server/features/ops-console/seed-book-repo';
import { toCsv } from '../../../src/server/features/ops-console/csv';
import { setUpTestApp } from '../helpers';
import { makeStaff, staffLogin, type StaffSession } from './staff-session';

const ctx = setUpTestApp({ perTest: false, reset: false });
let s: StaffSession;

beforeAll(async () => {
  await seedLoanBook(ctx.testDb.db, 120, ctx.t.clock.now());
  const account = await makeStaff(
    { db: ctx.testDb.db, clock: ctx.t.clock.now },
    'sup@lender.test',
    'support',
  );
  s = await staffLogin(ctx.t.app, ctx.t.clock.now, account);
});

const get = async (url: string) =>
  (await ctx.t.app.inject({ url: `/ops/api${url}`, headers: s.headers })).json();
type OrderRowName = { mobile: string; name: string | null };
const mobiles = (body: { rows: { mobile: string }[] }) => body.rows.map((r) => r.mobile);

describe('loan book', () => {
  it('finds a borrower by phone in any format, order number, national ID or name', async () => {
    expect(mobiles(await get('/borrowers?q=0700000042'))).toEqual(['+255700000042']);
    expect(mobiles(await get('/borrowers?q=%2B255700000042'))).toEqual(['+255700000042']);
    expect(mobiles(await get('/borrowers?q=TZS000000042'))).toEqual(['+255700000042']);
    expect(mobiles(await get('/borrowers?q=19900101-00042-00001-01'))).toEqual(['+255700000042']);
    expect(mobiles(await get('/borrowers?q=seed42'))).toEqual(['+255700000042']);
    expect((await get('/borrowers?q=nobody-here')).rows).toEqual([]);
  });

  it('finds a name by all its words in any order, and treats % and _ as letters', async () => {
    // Borrower 42 is Neema Seed42 (seed-book-repo.ts).
    expect(mobiles(await get('/borrowers?q=Neema%20Seed42'))).toEqual(['+255700000042']);
    expect(mobiles(await get('/borrowers?q=seed42%20%20NEEMA'))).toEqual(['+255700000042']);
    expect((await get('/borrowers?q=Asha%20Seed42')).rows).toEqual([]);
    expect((await get('/borrowers?q=Seed4%25')).rows).toEqual([]);
    expect((await get('/borrowers?q=Seed4_')).rows).toEqual([]);
  });

  it('filters orders by status and overdue days and pages on the server', async () => {
    const overdue = await get('/orders?status=3');
    expect(overdue.rows.length).toBe(12);
    expect(overdue.rows.every((r: { status: number }) => r.status === 3)).toBe(true);
    const late = await get('/orders?status=3&overdueMin=20');
    expect(late.rows.every((r: { overdueDays: number }) => r.overdueDays >= 20)).toBe(true);
    expect(late.rows.length).toBeLessThan(12);
    const first = await get('/orders');
    const second = await get(`/orders?cursor=${first.next}`);
    const third = await get(`/orders?cursor=${second.next}`);
    expect([first.rows.length, second.rows.length, third.rows.length, third.next]).toEqual([
      50,
      50,
      20,
      null,
    ]);
    // Each row names its borrower from the personal form (borrower 42 is Neema Seed42).
    const rows = [...first.rows, ...second.rows, ...third.rows] as OrderRowName[];
    const named = rows.filter((r) => r.mobile === '+255700000042').map((r) => r.name);
    expect(named.length).toBeGreaterThan(0);
    expect(new Set(named)).toEqual(new Set(['Neema Seed42']));
    // A cursor that is not one reads the first page rather than failing.
    expect((await get('/orders?cursor=x1')).rows[0].id).toBe(first.rows[0].id);
  });

  it("opens a portfolio figure's loans: a bucket's overdue days, a country, a payout month", async () => {
    const bucket = await get('/orders?overdueMin=8&overdueMax=30');
    const days = bucket.rows.map((r: { overdueDays: number }) => r.overdueDays);
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((d: number) => d >= 8 && d <= 30)).toBe(true);
    const all = (await get('/orders?status=3')).rows.length;
    expect(days.length).toBeLessThan(all);
    const other = COUNTRY_CODES.find((c) => c !== DEFAULT_COUNTRY);
    if (other) expect((await get(`/orders?country=${other}`)).rows).toEqual([]);
    expect((await get(`/orders?country=${DEFAULT_COUNTRY}`)).rows.length).toBe(50);
    // One loan paid out in March 2026: the month's vintage holds it alone.
    const [one] = (await get('/orders?status=4')).rows as { id: number; orderNo: string }[];
    await ctx.testDb.db
      .update(loanOrders)
      .set({ disbursedAt: new Date('2026-03-15T09:00:00Z') })
      .where(eq(loanOrders.id, one!.id));
    expect(
      (await get('/orders?paid=2026-03')).rows.map((r: { orderNo: string }) => r.orderNo),
    ).toEqual([one!.orderNo]);
    expect((await get('/orders?paid=2026-04')).rows).toEqual([]);
  });

  it('refuses an unknown borrower, order or image in the console body, with status 404', async () => {
    const answer = async (url: string) => {
      const res = await ctx.t.app.inject({ url: `/ops/api${url}`, headers: s.headers });
      return [res.statusCode, res.json()];
    };
    const notFound = [404, { error: 'notFound' }];
    expect(await answer('/borrowers/99999999')).toEqual(notFound);
    expect(await answer('/orders/NO-SUCH-ORDER')).toEqual(notFound);
    expect(await answer('/borrowers/42/images/not-a-file-id')).toEqual(notFound);
    expect(await answer(`/borrowers/42/images/${'0'.repeat(24)}`)).toEqual(notFound);
  });

  it('exports a list as CSV, audited', async () => {
    const res = await ctx.t.app.inject({
      url: '/ops/api/orders?format=csv&status=3',
      headers: s.headers,
    });
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'orderNo,mobile,country,status,amount,days,dueDate,overdueDays,createdAt',
    );
    expect(lines).toHaveLength(13);
  });

  it('defuses spreadsheet formulas and quotes commas in CSV cells', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['=HYPERLINK("x")', 'x,y'],
          [-5, null],
        ],
      ),
    ).toBe('a,b\r\n"\'=HYPERLINK(""x"")","x,y"\r\n-5,\r\n');
  });
});
