/**
 * The journal is append-only in the database (migration 0040): the server's role (`mkopo_app`)
 * may insert and read it, sign an entry once, and anonymise a deleted account's entries through
 * the one audited function; it may not update, delete or truncate the journal or the audit, nor
 * create or alter anything. A booked line changes for no role but to forget its order. Runs on
 * PGlite and, with DATABASE_URL, on PostgreSQL (the CI server suite), each in its own database.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../../src/server/db/tx';
import {
  accountDeletions,
  journalEntries,
  journalLines,
  staffAudit,
} from '../../../src/server/db/schema';
import { postEntry, signEntry } from '../../../src/server/features/ledger/post-entry-repo';
import { eraseAccountRecords } from '../../../src/server/features/account/erase-repo';
import { verifyAuditChain } from '../../../src/server/features/ops-console/audit-verify';
import { disbursementEntry, waiverEntry } from '../../../src/server/domain/journal';
import { aBookedLoan } from '../../support/factories';
import { setUpTestDb } from '../helpers';
import { bookAlone } from '../../support/book-alone';

const ctx = setUpTestDb();
const NOW = Date.UTC(2026, 0, 15, 6);

/** Runs `work` as the server's role, in one transaction; its error's database message, or 'done'. */
function asApp(work: (tx: Tx) => Promise<unknown>): Promise<string> {
  return ctx.testDb.db
    .transaction(async (tx) => {
      await tx.execute(sql.raw('set local role mkopo_app'));
      await work(tx);
    })
    .then(
      () => 'done',
      (error: Error) => String(error.cause ?? error),
    );
}

const statement = (text: string) => (tx: Tx) => tx.execute(sql.raw(text));

const loan = () => aBookedLoan(ctx.testDb.db, { amount: 20_000, now: NOW });

describe('the server role on the journal', () => {
  it('books and reads entries, and signs one once', async () => {
    const order = await loan();
    expect(
      await asApp(async (tx) => {
        await postEntry(tx, order.id, `waiver:${order.id}`, waiverEntry(500), NOW);
        await signEntry(tx, `waiver:${order.id}`, { staffId: 7, note: 'agreed' });
        await tx.select().from(journalLines).where(eq(journalLines.orderId, order.id));
      }),
    ).toBe('done');
    const [signed] = await ctx.testDb.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idemKey, `waiver:${order.id}`));
    expect(signed).toMatchObject({ staffId: 7, note: 'agreed' });
  });

  it('may not update, delete or truncate the journal or the audit, nor change the schema', async () => {
    const order = await loan();
    for (const text of [
      `update journal_lines set amount = amount where order_id = ${order.id}`,
      `update journal_lines set order_id = null where order_id = ${order.id}`,
      `delete from journal_lines where order_id = ${order.id}`,
      'truncate journal_lines cascade',
      `update journal_entries set kind = 'refund' where order_id = ${order.id}`,
      `update journal_entries set idem_key = 'erased:' || id where order_id = ${order.id}`,
      `delete from journal_entries where order_id = ${order.id}`,
      'truncate journal_entries cascade',
      `update staff_audit set action = 'x'`,
      'delete from staff_audit',
      'truncate staff_audit',
      'alter table journal_lines disable trigger journal_lines_no_change',
      'create table shadow_books (id int)',
      'drop trigger journal_entries_have_lines on journal_entries',
    ])
      expect(await asApp(statement(text)), text).toMatch(/permission denied|must be owner/);
    const lines = await ctx.testDb.db
      .select()
      .from(journalLines)
      .where(eq(journalLines.orderId, order.id));
    expect(lines.map((l) => l.amount).sort()).toEqual([-20_000, 20_000]);
  });

  it('anonymises a deleted account through the audited function, and no other account', async () => {
    const order = await loan();
    const other = await loan();
    expect(await asApp((tx) => eraseAccountRecords(tx, order.userId, new Date(NOW)))).toMatch(
      /no deletion whose records are kept/,
    );
    await ctx.testDb.db.insert(accountDeletions).values({
      userId: order.userId,
      reason: 1,
      deletedAt: new Date(NOW),
      retainUntil: new Date(NOW),
    });
    expect(await asApp((tx) => eraseAccountRecords(tx, order.userId, new Date(NOW + 1000)))).toBe(
      'done',
    );
    const erased = await ctx.testDb.db
      .select()
      .from(journalEntries)
      .where(sql`${journalEntries.idemKey} like 'erased:%'`);
    expect(erased).toHaveLength(1);
    expect(erased[0]).toMatchObject({ orderId: null, note: null, kind: 'disbursement' });
    const kept = await ctx.testDb.db
      .select()
      .from(journalLines)
      .where(eq(journalLines.entryId, erased[0]!.id));
    expect(kept.map((l) => [l.orderId, l.amount].join()).sort()).toEqual([',-20000', ',20000']);
    expect(
      await ctx.testDb.db.select().from(journalEntries).where(eq(journalEntries.orderId, other.id)),
    ).toHaveLength(1);
    const [trail] = await ctx.testDb.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'retention.erase'));
    expect(trail).toMatchObject({
      staffId: null,
      target: `user:${order.userId}`,
      detail: { orders: 1, journalEntries: 1 },
      at: new Date(NOW + 1000),
    });
    expect((await verifyAuditChain(ctx.testDb)).ok).toBe(true);
  });
});

describe('the journal for every role', () => {
  it('refuses a balanced change or a removal of booked lines', async () => {
    const order = await loan();
    const owner = (text: string) =>
      ctx.testDb.db.execute(sql.raw(text)).then(
        () => 'done',
        (error: Error) => String(error.cause ?? error),
      );
    for (const text of [
      // Both lines of the payout swapped: still balanced, still a rewrite.
      `update journal_lines set amount = -amount where order_id = ${order.id}`,
      `update journal_lines set account = 'cash' where order_id = ${order.id}`,
      `delete from journal_lines where order_id = ${order.id}`,
      `update journal_entries set at = at - interval '1 day' where order_id = ${order.id}`,
      `delete from journal_entries where order_id = ${order.id}`,
    ])
      expect(await owner(text), text).toMatch(/append-only/);
  });

  it('refuses an entry without lines at commit', async () => {
    const order = await loan();
    const refused = await ctx.testDb.db
      .transaction(async (tx) => {
        await tx
          .insert(journalEntries)
          .values({ orderId: order.id, kind: 'waiver', idemKey: 'empty:1', at: new Date(NOW) });
      })
      .then(
        () => 'committed',
        (error: Error) => String(error.cause ?? error),
      );
    expect(refused).toMatch(/has no lines/);
    await expect(
      bookAlone(ctx.testDb.db, order.id, 'empty:2', { kind: 'waiver', lines: [] }, NOW),
    ).rejects.toThrow(/has no lines/);
  });

  it('takes a key booked again with the same lines as a replay, and refuses other lines', async () => {
    const order = await loan();
    const key = `payout:${order.orderNo}`;
    const same = disbursementEntry({ loanAmount: 20_000, fee: 0, feeTax: 0 });
    expect(await bookAlone(ctx.testDb.db, order.id, key, same, NOW)).toBe(false);
    const more = disbursementEntry({ loanAmount: 25_000, fee: 0, feeTax: 0 });
    await expect(bookAlone(ctx.testDb.db, order.id, key, more, NOW)).rejects.toThrow(
      /booked with another lines/,
    );
    const other = await loan();
    await expect(bookAlone(ctx.testDb.db, other.id, key, same, NOW)).rejects.toThrow(
      /booked with another order/,
    );
  });
});
