/**
 * The audit row of money staff move is written in the transaction that books the money: when the
 * row cannot be written, no money is booked (a waiver, a write-off, a checker's approval); a normal
 * waiver leaves exactly one audit row beside exactly one journal entry.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { journalEntries, staffAudit } from '../../../src/server/db/schema';
import { journalTotal, orderOwed } from '../../../src/server/features/ledger/repo';
import { aBookedLoan } from '../../support/factories';
import { setUpTestApp } from '../helpers';
import { signedInStaff } from './staff-session';

const ctx = setUpTestApp();

/** A TZS 50,000 loan of a new borrower with `penalty` charged on it, as order TZA1. */
const overdueOrder = (penalty: number) =>
  aBookedLoan(ctx.testDb.db, {
    amount: 20_000,
    penalty,
    now: ctx.t.clock.now(),
    order: { country: 'TZ', orderNo: 'TZA1' },
  });

/** Makes every audit row whose action starts with `prefix` fail to insert. */
async function breakAudit(prefix: string) {
  await mendAudit();
  await ctx.testDb.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION test_refuse_audit() RETURNS trigger AS $$
      BEGIN
        IF NEW.action LIKE '${prefix}%' THEN RAISE EXCEPTION 'audit refused'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`),
  );
  await ctx.testDb.db.execute(
    sql.raw(`CREATE TRIGGER test_refuse_audit BEFORE INSERT ON staff_audit
      FOR EACH ROW EXECUTE FUNCTION test_refuse_audit()`),
  );
}

/** Tables are emptied between tests, but a trigger would stay: each test mends what it broke. */
const mendAudit = () =>
  ctx.testDb.db.execute(sql.raw('DROP TRIGGER IF EXISTS test_refuse_audit ON staff_audit'));

const entriesOf = (orderId: number, kind: string) =>
  ctx.testDb.db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.orderId, orderId), eq(journalEntries.kind, kind)));

const auditOf = (action: string) =>
  ctx.testDb.db.select().from(staffAudit).where(eq(staffAudit.action, action));

const post = (url: string, headers: Record<string, string>, payload: object) =>
  ctx.t.app.inject({ method: 'POST', url, headers, payload });

describe('staff money and its audit row commit together', () => {
  it('a waiver books one journal entry beside one audit row', async () => {
    const order = await overdueOrder(25_000);
    const { account, session } = await signedInStaff(ctx, 'col@lender.test', 'collections');
    const res = await post('/ops/api/orders/TZA1/waiver', session.headers, {
      amount: 5_000,
      reason: 'hospital stay',
    });
    expect(res.json()).toEqual({ penaltyLeft: 20_000 });
    expect(await entriesOf(order.id, 'waiver')).toHaveLength(1);
    const rows = await auditOf('waiver.post');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staffId: account.id, target: 'order:TZA1' });
    expect(rows[0]?.detail).toMatchObject({ amount: 5_000, reason: 'hospital stay' });
  });

  it('books no waiver and no write-off when their audit row cannot be written', async () => {
    const order = await overdueOrder(25_000);
    const col = await signedInStaff(ctx, 'col@lender.test', 'collections');
    // Admin writes off up to 5,000 alone (schemas/tz/staff-limits.json): this loan owes 4,000.
    const small = await aBookedLoan(ctx.testDb.db, {
      amount: 4_000,
      now: ctx.t.clock.now(),
      order: { country: 'TZ', orderNo: 'TZA2' },
    });
    const adm = await signedInStaff(ctx, 'adm@lender.test', 'admin');
    await breakAudit('waiver.');
    const waived = await post('/ops/api/orders/TZA1/waiver', col.session.headers, {
      amount: 5_000,
      reason: 'hospital stay',
    });
    expect(waived.statusCode).toBe(500);
    // Above the limit too: no request is left waiting without its audit row.
    const asked = await post('/ops/api/orders/TZA1/waiver', col.session.headers, {
      amount: 20_001,
      reason: 'hospital stay',
    });
    expect(asked.statusCode).toBe(500);
    expect(await entriesOf(order.id, 'waiver')).toHaveLength(0);
    expect((await orderOwed(ctx.testDb.db, order.id)).penalty).toBe(25_000);

    await breakAudit('writeoff.');
    const written = await post('/ops/api/orders/TZA2/write-off', adm.session.headers, {
      reason: 'borrower deceased',
    });
    expect(written.statusCode).toBe(500);
    expect(await entriesOf(small.id, 'write-off')).toHaveLength(0);
    expect((await orderOwed(ctx.testDb.db, order.id)).penalty).toBe(25_000);
    expect(await journalTotal(ctx.testDb.db)).toBe(0);
    await mendAudit();
    const booked = await post('/ops/api/orders/TZA2/write-off', adm.session.headers, {
      reason: 'borrower deceased',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(await entriesOf(small.id, 'write-off'), booked.body).toHaveLength(1);
    expect(await auditOf('writeoff.post')).toHaveLength(1);
  });

  it("books nothing on a checker's approval whose audit row cannot be written", async () => {
    const order = await overdueOrder(25_000);
    const col = await signedInStaff(ctx, 'col@lender.test', 'collections');
    const fin = await signedInStaff(ctx, 'fin@lender.test', 'finance');
    const asked = await post('/ops/api/orders/TZA1/waiver', col.session.headers, {
      amount: 20_001,
      reason: 'hospital stay',
    });
    const { requestId } = asked.json().waiting as { requestId: number };
    await breakAudit('check.');
    const url = `/ops/api/checks/${requestId}/approve`;
    const approved = await post(url, fin.session.headers, { note: 'letter seen' });
    expect(approved.statusCode).toBe(500);
    expect(await entriesOf(order.id, 'waiver')).toHaveLength(0);
    expect((await orderOwed(ctx.testDb.db, order.id)).penalty).toBe(25_000);
    // The request still waits: the approval rolled back with its audit row.
    await mendAudit();
    const again = await post(url, fin.session.headers, { note: 'letter seen' });
    expect(again.json()).toMatchObject({ status: 'approved' });
    expect(await entriesOf(order.id, 'waiver')).toHaveLength(1);
    expect(await auditOf('check.approve')).toHaveLength(1);
  });
});
