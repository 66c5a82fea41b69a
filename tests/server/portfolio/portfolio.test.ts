/**
 * Delinquency as data and the portfolio report: the end-of-day close files each open
 * loan of a seeded book once, on the country's calendar; the report for that day equals the
 * figures worked out by hand, stays the same after later payments, and agrees with the journal.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  journalEntries,
  journalLines,
  loanDelinquency,
  portfolioDays,
} from '../../../src/server/db/schema';
import { closeBusinessDays, portfolioOf } from '../../../src/server/features/portfolio';
import { disbursementEntry, repaymentEntry } from '../../../src/server/domain/journal';
import { ORDER_STATUS } from '../../../src/shared/orders';
import { startOfBusinessDay } from '../../../src/server/domain/business-date';
import { COUNTRY_CODES } from '../../../src/shared/countries';
import { aBorrower, anOrder, ANY_COUNTRY } from '../../support/factories';
import { setUpTestDb } from '../helpers';
import { at, dayOf, seedBook } from './seeded-book';
import { bookAlone } from '../../support/book-alone';

const ctx = setUpTestDb();
const REPORT_DAY = '2026-01-20';
/** 09:00 on the next morning: the 20th has closed on the country's calendar. */
const NEXT_MORNING = at('2026-01-21');

/** The report worked out by hand from seeded-book.ts. */
const FIXTURE = {
  loans: 4,
  outstanding: 62_000,
  par: [
    { days: 1, principal: 55_000, shareBp: 8871 },
    { days: 7, principal: 35_000, shareBp: 5645 },
    { days: 30, principal: 35_000, shareBp: 5645 },
    { days: 60, principal: 5_000, shareBp: 806 },
    { days: 90, principal: 5_000, shareBp: 806 },
  ],
  aging: [
    { bucket: 'current', loans: 1, principal: 7_000 },
    { bucket: '1-7', loans: 1, principal: 20_000 },
    { bucket: '8-30', loans: 0, principal: 0 },
    { bucket: '31-60', loans: 1, principal: 30_000 },
    { bucket: '61-90', loans: 0, principal: 0 },
    { bucket: '91+', loans: 1, principal: 5_000 },
  ],
  flows: {
    disbursed: { day: 0, month: 10_000 },
    collected: { day: 3_000, month: 7_000 },
    writtenOff: { day: 0, month: 8_000 },
    recovered: { day: 1_000, month: 1_000 },
  },
  vintage: [
    { month: '2025-10', loans: 1, due: 1, repaidOnTime: 0, shareBp: 0 },
    { month: '2025-11', loans: 1, due: 1, repaidOnTime: 0, shareBp: 0 },
    { month: '2025-12', loans: 3, due: 3, repaidOnTime: 1, shareBp: 3333 },
    { month: '2026-01', loans: 1, due: 1, repaidOnTime: 0, shareBp: 0 },
  ],
};

const deps = (now: number) => ({ db: ctx.testDb.db, clock: () => now });

describe('the portfolio of a seeded book', () => {
  it('files each open loan once at the close and reports the hand-computed figures', async () => {
    const ids = await seedBook(ctx.testDb.db);
    // Each country's yesterday, however many countries the data holds.
    expect(await closeBusinessDays(deps(NEXT_MORNING))).toBe(COUNTRY_CODES.length);
    expect(await closeBusinessDays(deps(NEXT_MORNING + 3_600_000))).toBe(0);
    const filed = await ctx.testDb.db
      .select()
      .from(loanDelinquency)
      .where(eq(loanDelinquency.day, dayOf(REPORT_DAY)));
    expect(
      Object.fromEntries(filed.map((r) => [r.orderId, [r.daysPastDue, r.bucket, r.principal]])),
    ).toEqual({
      [ids.A!]: [0, 'current', 7_000],
      [ids.B!]: [5, '1-7', 20_000],
      [ids.C!]: [41, '31-60', 30_000],
      [ids.D!]: [97, '91+', 5_000],
    });
    const report = await portfolioOf({ db: ctx.testDb.db }, ANY_COUNTRY, dayOf(REPORT_DAY));
    expect(report).toMatchObject({ day: REPORT_DAY, filed: true });
    expect(report.products).toHaveLength(1);
    expect(report.products[0]).toMatchObject(FIXTURE);
  });

  it('answers the same for a closed day after later payments; today reads the journal', async () => {
    const ids = await seedBook(ctx.testDb.db);
    await closeBusinessDays(deps(NEXT_MORNING));
    await bookAlone(
      ctx.testDb.db,
      ids.B!,
      'late:B',
      repaymentEntry({ penalty: 0, fee: 0, interest: 0, principal: 20_000, excess: 0 }),
      NEXT_MORNING,
    );
    const closed = await portfolioOf({ db: ctx.testDb.db }, ANY_COUNTRY, dayOf(REPORT_DAY));
    expect(closed.products[0]).toMatchObject({ outstanding: 62_000, par: FIXTURE.par });
    const today = await portfolioOf({ db: ctx.testDb.db }, ANY_COUNTRY, dayOf('2026-01-21'));
    expect(today.filed).toBe(false);
    expect(today.products[0]).toMatchObject({
      loans: 3,
      outstanding: 42_000,
      flows: { collected: { day: 20_000, month: 27_000 } },
    });
  });

  it('files the report with the day; a day filed without one is summed from the history', async () => {
    await seedBook(ctx.testDb.db);
    await closeBusinessDays(deps(NEXT_MORNING));
    const [row] = await ctx.testDb.db
      .select()
      .from(portfolioDays)
      .where(and(eq(portfolioDays.country, ANY_COUNTRY), eq(portfolioDays.day, dayOf(REPORT_DAY))));
    expect(row?.products[0]).toMatchObject(FIXTURE);
    // A day closed before reports were filed: the sums come from its filed delinquency rows.
    await ctx.testDb.db.delete(portfolioDays);
    const report = await portfolioOf({ db: ctx.testDb.db }, ANY_COUNTRY, dayOf(REPORT_DAY));
    expect(report).toMatchObject({ filed: true, buckets: FIXTURE.aging.map((a) => a.bucket) });
    expect(report.products[0]).toMatchObject(FIXTURE);
  });

  it("counts a vintage's loans not yet due neither on time nor late, filed and today", async () => {
    await seedBook(ctx.testDb.db);
    // Paid out in January, due in February: January's vintage holds it, its share does not.
    const user = await aBorrower(ctx.testDb.db, { country: ANY_COUNTRY });
    const order = await anOrder(ctx.testDb.db, user, {
      status: ORDER_STATUS.repaying,
      amount: 9_000,
      days: 91,
      dueDay: dayOf('2026-02-10'),
      disbursedAt: new Date(at('2026-01-12')),
    });
    await bookAlone(
      ctx.testDb.db,
      order.id,
      `disbursement:${order.orderNo}`,
      disbursementEntry({ loanAmount: 9_000, fee: 450, feeTax: 81 }),
      at('2026-01-12'),
    );
    const january = { month: '2026-01', loans: 2, due: 1, repaidOnTime: 0, shareBp: 0 };
    await closeBusinessDays(deps(NEXT_MORNING));
    const filed = await portfolioOf({ db: ctx.testDb.db }, ANY_COUNTRY, dayOf(REPORT_DAY));
    expect(filed.products[0]?.vintage.at(-1)).toEqual(january);
    // Today, from the last close: A was due on the 20th, the new loan still is not.
    const today = await portfolioOf({ db: ctx.testDb.db }, ANY_COUNTRY, dayOf('2026-01-21'));
    expect(today.filed).toBe(false);
    expect(today.products[0]?.vintage.at(-1)).toEqual(january);
    const december = filed.products[0]?.vintage.find((v) => v.month === '2025-12');
    expect(december).toMatchObject({ loans: 3, due: 3, repaidOnTime: 1 });
  });

  it('agrees with the journal: principal receivable and money in at the close', async () => {
    await seedBook(ctx.testDb.db);
    await closeBusinessDays(deps(NEXT_MORNING));
    const close = new Date(startOfBusinessDay(dayOf(REPORT_DAY) + 1, ANY_COUNTRY));
    const dayStart = new Date(startOfBusinessDay(dayOf(REPORT_DAY), ANY_COUNTRY));
    const total = async (account: string, from: Date) => {
      const [row] = await ctx.testDb.db
        .select({ sum: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
        .from(journalLines)
        .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
        .where(
          and(
            eq(journalLines.account, account as 'cash'),
            lt(journalEntries.at, close),
            sql`${journalEntries.at} >= ${from.toISOString()}::timestamptz`,
          ),
        );
      return Number(row?.sum);
    };
    const report = await portfolioOf({ db: ctx.testDb.db }, ANY_COUNTRY, dayOf(REPORT_DAY));
    const p = report.products[0]!;
    expect(p.outstanding).toBe(await total('receivable:principal', new Date(0)));
    expect(p.flows.collected.day + p.flows.recovered.day).toBe(await total('cash', dayStart));
  });
});
