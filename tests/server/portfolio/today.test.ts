/**
 * Today's portfolio report from the last close (decision 0015) equals the full sum over the
 * journal, figure for figure, on random books: payouts, part and full payments, write-offs and
 * recoveries, due-day moves and interest, before and after the close, across a month's end and
 * with a day left unclosed. On PGlite here, on PostgreSQL when the suite runs there.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { portfolioOf } from '../../../src/server/features/portfolio';
import { summed } from '../../../src/server/features/portfolio/report';
import { sinceLastClose } from '../../../src/server/features/portfolio/today';
import { ANY_COUNTRY } from '../../support/factories';
import { propertyRuns } from '../../support/property-depth';
import { setUpTestDb } from '../helpers';
import { randomBook } from './random-book';

const ctx = setUpTestDb();

describe("today's portfolio from the last close", () => {
  it('equals the full sum over the journal on random books', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        await ctx.testDb.reset();
        const db = ctx.testDb.db;
        const { day } = await randomBook(db, seed);
        const full = await summed({ db }, ANY_COUNTRY, day, false);
        const incremental = await sinceLastClose({ db }, ANY_COUNTRY, day);
        expect(incremental).toBeDefined();
        expect(incremental).toEqual(full);
        const report = await portfolioOf({ db }, ANY_COUNTRY, day);
        expect(report).toMatchObject({ filed: false, products: full.products });
      }),
      { numRuns: propertyRuns(12, 60) },
    );
  }, 600_000);
});
