/**
 * The console's searches start on an index, as PostgreSQL plans them on a book large
 * enough for the planner to prefer one: the phone on the live-number index (its condition
 * spelled in the query, else a scan of every account), a name's words on the name-word index,
 * and the queue and the book in their index's order. Plans, not times: a shared machine's clock
 * proves nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { queueQuery } from '../../../src/server/features/debt-collections';
import {
  borrowerSearches,
  listOrders,
  nameCandidates,
} from '../../../src/server/features/ops-console/book-repo';
import { seedLoanBook } from '../../../src/server/features/ops-console/seed-book-repo';
import { byCountry, DEFAULT_COUNTRY } from '../../../src/shared/countries';
import { seedCollections } from '../../support/collections-seed';
import { planScans } from '../../support/plan-kind';
import { isolatedPostgres } from '../helpers';

const NOW = Date.UTC(2026, 5, 1, 9);
let database: Database;
let drop: () => Promise<void>;
let day = 0;

beforeAll(async () => {
  ({ database, drop } = await isolatedPostgres(process.env.DATABASE_URL!));
  await database.migrate();
  await seedLoanBook(database.db, 30_000, NOW);
  day = await seedCollections(database.db, NOW);
});
afterAll(async () => {
  await database.close();
  await drop();
});

const phoneOf = (text: string, mobile: string) =>
  borrowerSearches(database.db, { text, mobile, limit: 50 }).find((s) => s.kind === 'phone');

describe('console query plans on PostgreSQL', () => {
  it('finds a phone on the live-number index, never by reading every account', async () => {
    const search = phoneOf('0700012345', '+255700012345');
    if (!search) throw new Error('no phone search');
    const scans = await planScans(database.db, search.query);
    expect(scans).toContain('Index Scan users_mobile_live');
    expect(scans.filter((s) => s.startsWith('Seq Scan'))).toEqual([]);
  });

  it("finds a name's words on the name-word index", async () => {
    const scans = await planScans(database.db, nameCandidates(database.db, 'Neema Seed12345'));
    expect(scans).toContain('Bitmap Index Scan profile_forms_name_words');
    expect(scans.filter((s) => s.startsWith('Seq Scan'))).toEqual([]);
  });

  it('reads a deep page of the book and of the queue from their indexes', async () => {
    const today = byCountry(() => Math.floor(NOW / 86_400_000));
    const book = await planScans(
      database.db,
      listOrders(database.db, { today, limit: 50, after: 15_000 }),
    );
    expect(book.some((s) => s.includes('loan_orders_pkey'))).toBe(true);
    expect(book.filter((s) => s === 'Seq Scan loan_orders')).toEqual([]);
    const queue = await planScans(
      database.db,
      queueQuery(database.db, {
        country: DEFAULT_COUNTRY,
        day,
        limit: 50,
        after: { daysPastDue: 20, principal: 30_000, orderId: 15_000 },
      }),
    );
    expect(queue.some((s) => s.includes('loan_delinquency_queue'))).toBe(true);
    expect(queue.filter((s) => s === 'Seq Scan loan_delinquency')).toEqual([]);
  });
});
