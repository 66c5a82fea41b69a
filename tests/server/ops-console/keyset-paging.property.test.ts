/**
 * Keyset paging of the console's lists, as a property: over random books, page sizes
 * and filters, walking the order list or the collections queue page by page with the cursor each
 * page gives returns every row exactly once, in the list's order, and the last page says so.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queueRows } from '../../../src/server/features/debt-collections';
import { listOrders } from '../../../src/server/features/ops-console/book-repo';
import { seedLoanBook } from '../../../src/server/features/ops-console/seed-book-repo';
import { byCountry, DEFAULT_COUNTRY } from '../../../src/shared/countries';
import type { OrderStatus } from '../../../src/shared/orders';
import { seedCollections } from '../../support/collections-seed';
import { setUpTestDb } from '../helpers';

const ctx = setUpTestDb({ reset: false });
const NOW = Date.UTC(2026, 5, 1, 9);
const today = byCountry(() => Math.floor(NOW / 86_400_000));

async function freshBook(size: number, queue = false): Promise<number | undefined> {
  await ctx.testDb.reset();
  await seedLoanBook(ctx.testDb.db, size, NOW);
  return queue ? seedCollections(ctx.testDb.db, NOW) : undefined;
}

/** Every page of a list, read by following each page's last row as the next cursor. */
async function walk<T, C>(
  page: (after: C | undefined) => Promise<T[]>,
  limit: number,
  cursorOf: (row: T) => C,
): Promise<T[]> {
  const seen: T[] = [];
  let after: C | undefined;
  for (let guard = 0; guard < 1000; guard++) {
    const rows = await page(after);
    seen.push(...rows.slice(0, limit));
    const last = rows[limit - 1];
    if (rows.length <= limit || last === undefined) return seen;
    after = cursorOf(last);
  }
  throw new Error('paging never ended');
}

describe('keyset paging', () => {
  it('gives every order once, newest first, whatever the page size and filter', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 1, max: 17 }),
        fc.subarray<OrderStatus>([1, 2, 3, 4, 8, 9, 18]),
        async (size, limit, statuses) => {
          await freshBook(size);
          const filter = { today, limit, statuses: statuses.length ? statuses : undefined };
          const walked = await walk<{ id: number; status: number }, number>(
            (after) => listOrders(ctx.testDb.db, { ...filter, after }),
            limit,
            (row) => row.id,
          );
          const all = await listOrders(ctx.testDb.db, { ...filter, limit: 10_000 });
          const ids = walked.map((r) => r.id);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids).toEqual(all.map((r) => r.id));
          expect(ids).toEqual([...ids].sort((a, b) => b - a));
          if (statuses.length)
            expect(walked.every((r) => (statuses as number[]).includes(r.status))).toBe(true);
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);

  it('gives every overdue loan of the queue once, in its order, ties included', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 13 }),
        async (size, limit) => {
          const day = (await freshBook(size, true)) ?? 0;
          const filter = { country: DEFAULT_COUNTRY, day, limit };
          type Key = { daysPastDue: number; principal: number; orderId: number };
          const walked = await walk<Awaited<ReturnType<typeof queueRows>>[number], Key>(
            (after) => queueRows(ctx.testDb.db, { ...filter, after }),
            limit,
            (r) => ({ daysPastDue: r.daysPastDue, principal: r.principal, orderId: r.orderId }),
          );
          const overdue = (await ctx.testDb.db.execute(
            sql`select count(*)::int as n from loan_delinquency where day = ${day} and days_past_due > 0`,
          )) as unknown as { rows: { n: number }[] };
          const ids = walked.map((r) => r.orderId);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids.length).toBe(overdue.rows[0]?.n);
          // Days past due, then principal, then order, each falling from row to row.
          const order = (x: (typeof walked)[number], y: (typeof walked)[number]) =>
            x.daysPastDue - y.daysPastDue || x.principal - y.principal || x.orderId - y.orderId;
          walked.slice(1).forEach((row, i) => expect(order(walked[i]!, row)).toBeGreaterThan(0));
        },
      ),
      { numRuns: 10 },
    );
  }, 120_000);
});
