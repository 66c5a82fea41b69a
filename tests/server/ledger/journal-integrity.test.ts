/**
 * The database itself holds the books (migrations 0021, 0028): every journal line carries its
 * order's currency by ISO 4217 code, and an entry whose lines do not sum to zero in each currency
 * is refused at commit, whatever wrote it. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/client';
import { journalEntries, journalLines } from '../../../src/server/db/schema';
import type { Account } from '../../../src/server/domain/journal';
import { COUNTRY_CODES, COUNTRY_FACTS, type Country } from '../../../src/shared/countries';
import { aBorrower, anOrder } from '../../support/factories';
import { setUpTestDb } from '../helpers';
import { bookAlone } from '../../support/book-alone';

const ctx = setUpTestDb();
const [FIRST, SECOND] = COUNTRY_CODES;
if (!FIRST || !SECOND) throw new Error('the books test needs two countries of two currencies');

/** An order of a new borrower of `country`. */
async function orderIn(db: Db, country: Country = FIRST) {
  return anOrder(db, await aBorrower(db, { country }));
}

let keys = 0;
/** Writes an entry and `lines` by hand, in one transaction, as no booking code would. */
async function writeByHand(
  orderId: number,
  lines: readonly { account?: Account; amount: number; currency: string }[],
): Promise<number> {
  return ctx.testDb.db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(journalEntries)
      .values({ orderId, kind: 'repayment', idemKey: `hand:${++keys}`, at: new Date() })
      .returning();
    if (!entry) throw new Error('no entry');
    // One statement per line: the check waits for the commit, not for each statement.
    for (const l of lines)
      await tx.insert(journalLines).values({
        entryId: entry.id,
        orderId,
        account: l.account ?? 'cash',
        amount: l.amount,
        currency: l.currency,
      });
    return entry.id;
  });
}

const causeOf = (error: unknown) => (error instanceof Error ? error.cause : undefined);

/**
 * Whether `error` (or the database error a failed query wraps) is the database's refusal: the
 * balance check's, or the append-only journal's for a booked line changed or removed.
 */
function isRefusal(error: unknown): boolean {
  return /does not balance|append-only/.test(`${String(error)} ${String(causeOf(error))}`);
}

/** Expects the database to refuse what `write` does, with the balance check's message. */
async function expectRefused(write: PromiseLike<unknown>): Promise<void> {
  await expect(
    Promise.resolve(write).then(
      () => 'committed',
      (e: unknown) => isRefusal(e),
    ),
  ).resolves.toBe(true);
}

const entries = async () => (await ctx.testDb.db.select().from(journalEntries)).length;

describe('journal lines carry their currency', () => {
  it("are booked in their order's country's currency", async () => {
    for (const country of [FIRST, SECOND]) {
      const order = await orderIn(ctx.testDb.db, country);
      const entry = {
        kind: 'disbursement' as const,
        lines: [
          { account: 'receivable:principal' as const, amount: 60_000 },
          { account: 'cash' as const, amount: -60_000 },
        ],
      };
      expect(await bookAlone(ctx.testDb.db, order.id, `d:${order.id}`, entry, Date.now())).toBe(
        true,
      );
      const lines = await ctx.testDb.db
        .select({ currency: journalLines.currency })
        .from(journalLines)
        .where(eq(journalLines.orderId, order.id));
      expect(lines).toEqual([
        { currency: COUNTRY_FACTS[country].currencyCode },
        { currency: COUNTRY_FACTS[country].currencyCode },
      ]);
    }
  });
});

describe('an unbalanced entry is refused by the database', () => {
  it('at commit, however many statements wrote its lines', async () => {
    const { id } = await orderIn(ctx.testDb.db);
    const c = COUNTRY_FACTS[FIRST].currencyCode;
    await writeByHand(id, [
      { amount: 500, currency: c },
      { amount: -300, currency: c },
      { amount: -200, currency: c },
    ]);
    await expectRefused(
      writeByHand(id, [
        { amount: 500, currency: c },
        { amount: -499, currency: c },
      ]),
    );
    expect(await entries()).toBe(1);
  });

  it('when it balances only across two currencies', async () => {
    const { id } = await orderIn(ctx.testDb.db);
    await expectRefused(
      writeByHand(id, [
        { amount: 1_000, currency: COUNTRY_FACTS[FIRST].currencyCode },
        { amount: -1_000, currency: COUNTRY_FACTS[SECOND].currencyCode },
      ]),
    );
    expect(await entries()).toBe(0);
  });

  it('when a line names its currency other than by ISO 4217 code, balanced or not', async () => {
    const { id } = await orderIn(ctx.testDb.db);
    for (const currency of ['KSh', 'kes', 'TZSH', ''])
      await expect(
        writeByHand(id, [
          { amount: 1, currency },
          { amount: -1, currency },
        ]).then(
          () => 'committed',
          (e: unknown) => /journal_lines_currency_iso/.test(`${String(e)} ${String(causeOf(e))}`),
        ),
      ).resolves.toBe(true);
    expect(await entries()).toBe(0);
  });

  it('when a booked line is changed or removed alone', async () => {
    const { id } = await orderIn(ctx.testDb.db);
    const c = COUNTRY_FACTS[FIRST].currencyCode;
    const entryId = await writeByHand(id, [
      { amount: 700, currency: c },
      { amount: -700, currency: c },
    ]);
    const [line] = await ctx.testDb.db
      .select()
      .from(journalLines)
      .where(eq(journalLines.entryId, entryId));
    await expectRefused(
      ctx.testDb.db.update(journalLines).set({ amount: 701 }).where(eq(journalLines.id, line!.id)),
    );
    await expectRefused(ctx.testDb.db.delete(journalLines).where(eq(journalLines.id, line!.id)));
    // Moving a line to another entry unbalances both.
    const other = await writeByHand(id, [
      { amount: 5, currency: c },
      { amount: -5, currency: c },
    ]);
    await expectRefused(
      ctx.testDb.db
        .update(journalLines)
        .set({ entryId: other })
        .where(eq(journalLines.id, line!.id)),
    );
    const [{ total } = { total: '' }] = await ctx.testDb.db
      .select({ total: sql<string>`sum(${journalLines.amount})::text` })
      .from(journalLines);
    expect(total).toBe('0');
  });

  it('exactly when some currency of the entry does not sum to zero', async () => {
    const { id } = await orderIn(ctx.testDb.db);
    const currencies = [COUNTRY_FACTS[FIRST].currencyCode, COUNTRY_FACTS[SECOND].currencyCode];
    const line = fc.record({
      amount: fc.integer({ min: -5, max: 5 }),
      currency: fc.constantFrom(...currencies),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 5 }), async (lines) => {
        const balanced = currencies.every(
          (c) => lines.filter((l) => l.currency === c).reduce((s, l) => s + l.amount, 0) === 0,
        );
        const written = writeByHand(id, lines).then(
          () => true,
          (error: unknown) => {
            expect(isRefusal(error)).toBe(true);
            return false;
          },
        );
        expect(await written).toBe(balanced);
      }),
      { numRuns: 40 },
    );
  });
});

/** The statements of migration `file`, as the migrator runs them. */
function statementsOf(file: string): string[] {
  const url = new URL(`../../../src/server/db/migrations/${file}`, import.meta.url);
  return readFileSync(url, 'utf8').split('--> statement-breakpoint');
}

describe('migrations 0021 and 0028 on books written before them', () => {
  it("give every existing line, an erased borrower's too, its currency's ISO code", async () => {
    const db = ctx.testDb.db;
    const backfill = statementsOf('0021_journal_integrity.sql').find((statement) =>
      statement.includes('UPDATE "journal_lines"'),
    );
    if (!backfill) throw new Error('the migration fills no currency');
    // Books written before it are of the countries it names: a country added since has none.
    const before = [...backfill.matchAll(/WHEN '([A-Z]{2})' THEN/g)].map((m) => m[1] as Country);
    const orders = [];
    for (const country of before) orders.push(await orderIn(db, country));
    expect(orders).toHaveLength(2);
    for (const order of orders)
      await bookAlone(
        db,
        order.id,
        `m:${order.id}`,
        {
          kind: 'disbursement',
          lines: [
            { account: 'receivable:principal', amount: 10 },
            { account: 'cash', amount: -10 },
          ],
        },
        Date.now(),
      );
    const erased = orders[1]!.id;
    // The lines as they were before 0021 (no currency), its fill, a borrower erased after it,
    // then all of 0028 in the same transaction, as the migrator runs it; all undone after.
    const filled = await db
      .transaction(async (tx) => {
        // Booked lines are append-only since; the migrations ran before that.
        await tx.execute(sql`alter table journal_lines disable trigger journal_lines_no_change`);
        await tx.execute(sql`alter table journal_lines drop constraint journal_lines_currency_iso`);
        await tx.execute(sql`alter table journal_lines alter column currency drop not null`);
        await tx.execute(sql`update journal_lines set currency = null`);
        await tx.execute(sql.raw(backfill));
        await tx.execute(sql`update journal_lines set order_id = null where order_id = ${erased}`);
        for (const statement of statementsOf('0028_journal_integrity.sql'))
          await tx.execute(sql.raw(statement));
        const rows = await tx
          .select({ orderId: journalLines.orderId, currency: journalLines.currency })
          .from(journalLines)
          .orderBy(journalLines.id);
        throw new Filled(rows);
      })
      .catch((e: unknown) => (e instanceof Filled ? e.rows : Promise.reject(e)));
    expect(filled).toEqual(
      orders.flatMap((o) => [
        { orderId: o.id === erased ? null : o.id, currency: COUNTRY_FACTS[o.country].currencyCode },
        { orderId: o.id === erased ? null : o.id, currency: COUNTRY_FACTS[o.country].currencyCode },
      ]),
    );
  });
});

/** Carries the filled rows out of a transaction that must not commit. */
class Filled extends Error {
  constructor(readonly rows: readonly { orderId: number | null; currency: string | null }[]) {
    super('rolled back');
  }
}
