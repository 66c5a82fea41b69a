/**
 * Booking into the journal (schema/ledger.ts). An entry is written with its lines in the caller's
 * transaction; its idempotency key makes booking the same event twice a no-op.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { journalEntries, journalLines, loanOrders } from '../../db/schema';
import { isBalanced, type Entry, type Line } from '../../domain/journal';
import { replayMismatch, type BookedUnderKey } from '../../domain/journal-replay';
import { COUNTRY_FACTS } from '../../../shared/countries';

/**
 * The currency an order's lines are booked in: its country's, by ISO 4217 code (the database
 * takes no other form). An entry belongs to one order, so to one currency; the database checks
 * the balance per currency all the same.
 */
async function orderCurrency(db: Db, orderId: number | null): Promise<string> {
  const [order] =
    orderId === null
      ? []
      : await db
          .select({ country: loanOrders.country })
          .from(loanOrders)
          .where(eq(loanOrders.id, orderId));
  if (!order) throw new Error(`a journal entry needs its order, whose country names the currency`);
  return COUNTRY_FACTS[order.country].currencyCode;
}

/** Who booked an entry by hand and why (the console's money operations). */
export interface EntryAuthor {
  readonly staffId: number;
  readonly note: string;
}

/**
 * What is booked under each of `keys`. An anonymised entry has left its key (`erased:<id>`), so
 * a key is only ever found on the entry it first named.
 */
async function bookedUnder(db: Db, keys: readonly string[]): Promise<Map<string, BookedUnderKey>> {
  const rows = await db
    .select({
      idemKey: journalEntries.idemKey,
      orderId: journalEntries.orderId,
      kind: journalEntries.kind,
      account: journalLines.account,
      amount: journalLines.amount,
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(inArray(journalEntries.idemKey, [...keys]));
  const byKey = new Map<string, { orderId: number | null; kind: string; lines: Line[] }>();
  for (const r of rows) {
    const booked = byKey.get(r.idemKey) ?? { orderId: r.orderId, kind: r.kind, lines: [] };
    booked.lines.push({ account: r.account, amount: r.amount });
    byKey.set(r.idemKey, booked);
  }
  return byKey;
}

/** Refuses a key booked again with another order, kind or lines than it first booked. */
async function refuseOtherReplays(
  db: Db,
  orderId: number | null,
  replayed: readonly { idemKey: string; entry: Entry }[],
): Promise<void> {
  if (replayed.length === 0) return;
  const booked = await bookedUnder(
    db,
    replayed.map((r) => r.idemKey),
  );
  for (const { idemKey, entry } of replayed) {
    const first = booked.get(idemKey);
    const mismatch = first ? replayMismatch(first, orderId, entry) : 'lines';
    if (mismatch)
      throw new Error(`journal key ${idemKey} was booked with another ${mismatch}: not a replay`);
  }
}

function refuseUnbookable(idemKey: string, entry: Entry): void {
  if (!isBalanced(entry.lines)) throw new Error(`unbalanced entry ${idemKey}`);
  // The database refuses it at commit too (migration 0040): an entry must book something.
  if (entry.lines.length === 0) throw new Error(`entry ${idemKey} has no lines`);
}

/**
 * Books `entry` once per `idemKey`; returns false when it was already booked, and throws when the
 * key was booked with other lines. Entry and lines commit together (a savepoint inside the
 * caller's transaction), so the database's lines-at-commit check never sees one without the other.
 * It takes a `Tx` (docs/architecture.md §6, transactions): an entry commits with the change that
 * caused it (a status, a lock, a second entry), never on its own.
 */
export async function postEntry(
  db: Tx,
  orderId: number | null,
  idemKey: string,
  entry: Entry,
  now: number,
  author?: EntryAuthor,
): Promise<boolean> {
  refuseUnbookable(idemKey, entry);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(journalEntries)
      .values({ orderId, kind: entry.kind, idemKey, at: new Date(now), ...author })
      .onConflictDoNothing()
      .returning({ id: journalEntries.id });
    if (!row) {
      await refuseOtherReplays(tx, orderId, [{ idemKey, entry }]);
      return false;
    }
    const currency = await orderCurrency(tx, orderId);
    await tx.insert(journalLines).values(
      entry.lines.map((l) => ({
        entryId: row.id,
        orderId,
        account: l.account,
        amount: l.amount,
        currency,
      })),
    );
    return true;
  });
}

/**
 * Books many entries of one order at once (two statements, whatever their number): the daily
 * accrual of a long wait. Each is still booked once per idempotency key, and a key booked before
 * with other lines is refused.
 */
export async function postEntries(
  db: Db,
  orderId: number,
  items: readonly { idemKey: string; entry: Entry }[],
  now: number,
): Promise<void> {
  if (items.length === 0) return;
  for (const { idemKey, entry } of items) refuseUnbookable(idemKey, entry);
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(journalEntries)
      .values(
        items.map((i) => ({ orderId, kind: i.entry.kind, idemKey: i.idemKey, at: new Date(now) })),
      )
      .onConflictDoNothing()
      .returning({ id: journalEntries.id, idemKey: journalEntries.idemKey });
    const inserted = new Set(rows.map((r) => r.idemKey));
    await refuseOtherReplays(
      tx,
      orderId,
      items.filter((i) => !inserted.has(i.idemKey)),
    );
    const byKey = new Map(items.map((i) => [i.idemKey, i.entry]));
    const currency = rows.length > 0 ? await orderCurrency(tx, orderId) : '';
    const lines = rows.flatMap((r) =>
      (byKey.get(r.idemKey)?.lines ?? []).map((l) => ({
        entryId: r.id,
        orderId,
        account: l.account,
        amount: l.amount,
        currency,
      })),
    );
    if (lines.length > 0) await tx.insert(journalLines).values(lines);
  });
}

/**
 * Names the staff member and reason on an entry booked a moment ago in the same transaction by
 * the shared settlement path (a proof approved by hand settles like any payment).
 */
export async function signEntry(db: Db, idemKey: string, author: EntryAuthor): Promise<void> {
  await db
    .update(journalEntries)
    .set({ staffId: author.staffId, note: author.note })
    .where(and(eq(journalEntries.idemKey, idemKey), sql`${journalEntries.staffId} is null`));
}
