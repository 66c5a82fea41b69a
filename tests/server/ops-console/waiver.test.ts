/**
 * Penalty waiver: a balanced journal entry within the maker's limit for the loan's waivers
 * together (above it, a request for a checker that books nothing), never above the penalty owed
 * (what already waits included), audited.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { journalEntries } from '../../../src/server/db/schema';
import { journalTotal, orderOwed } from '../../../src/server/features/ledger/repo';
import type { Country } from '../../../src/shared/countries';
import { aBookedLoan } from '../../support/factories';
import { setUpTestApp } from '../helpers';
import { makeStaff, staffLogin } from './staff-session';

const ctx = setUpTestApp();

/** A TZS 50,000 loan of a new borrower with `penalty` charged on it, as order `orderNo`. */
const overdueOrder = (penalty: number, order = { country: 'TZ' as Country, orderNo: 'TZW1' }) =>
  aBookedLoan(ctx.testDb.db, { amount: 50_000, penalty, now: ctx.t.clock.now(), order });

describe('penalty waiver', () => {
  it('books the waiver, keeps the journal balanced, waits above the limit and refuses above the penalty owed', async () => {
    const order = await overdueOrder(25_000);
    const account = await makeStaff(
      { db: ctx.testDb.db, clock: ctx.t.clock.now },
      'col@lender.test',
      'collections',
    );
    const s = await staffLogin(ctx.t.app, ctx.t.clock.now, account);
    const waive = (amount: number, reason = 'hospital stay') =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/ops/api/orders/TZW1/waiver',
        headers: s.headers,
        payload: { amount, reason },
      });

    // Above the collections limit (20,000 in schemas/tz/staff-limits.json) nothing is booked: the
    // waiver waits for a checker of another role (tests/server/security/maker-checker.test.ts).
    const above = (await waive(20_001)).json();
    expect(above).toEqual({ waiting: { requestId: expect.any(Number), amount: 20_001 } });
    expect((await orderOwed(ctx.testDb.db, order.id)).penalty).toBe(25_000);
    // What waits counts against the penalty owed: 20,001 + 5,000 > 25,000.
    expect((await waive(5_000)).json()).toEqual({ error: 'overOwed' });
    const checker = await makeStaff(
      { db: ctx.testDb.db, clock: ctx.t.clock.now },
      'fin@lender.test',
      'finance',
    );
    const f = await staffLogin(ctx.t.app, ctx.t.clock.now, checker);
    const rejected = await ctx.t.app.inject({
      method: 'POST',
      url: `/ops/api/checks/${above.waiting.requestId}/reject`,
      headers: f.headers,
      payload: { note: 'ask the borrower for the discharge letter' },
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    expect((await waive(1_000, ' ')).json()).toEqual({ error: 'badInput' });
    expect((await waive(15_000)).json()).toEqual({ penaltyLeft: 10_000 });
    expect((await waive(10_001)).json()).toEqual({ error: 'overOwed' });
    expect((await orderOwed(ctx.testDb.db, order.id)).penalty).toBe(10_000);
    // The limit is for the loan's waivers together: 15,000 + 5,001 would pass 20,000.
    expect((await waive(5_001)).json()).toMatchObject({ waiting: { amount: 5_001 } });
    expect((await orderOwed(ctx.testDb.db, order.id)).penalty).toBe(10_000);
    expect((await waive(4_999)).json()).toEqual({ penaltyLeft: 5_001 });
    // All that is left waits already: one shilling more is more than is owed.
    expect((await waive(1)).json()).toEqual({ error: 'overOwed' });
    expect((await orderOwed(ctx.testDb.db, order.id)).penalty).toBe(5_001);
    expect(await journalTotal(ctx.testDb.db)).toBe(0);
    // Each waiver entry carries the member and the reason.
    const entries = await ctx.testDb.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.kind, 'waiver'));
    expect(entries.map((e) => [e.staffId, e.note])).toEqual([
      [account.id, 'hospital stay'],
      [account.id, 'hospital stay'],
    ]);
    const audit = await ctx.t.app.inject({
      url: '/ops/api/audit?target=order:TZW1',
      headers: s.headers,
    });
    expect(audit.statusCode).toBe(403); // collections may not read the audit log
  });

  it("holds each role to the loan's own country's limit, in its currency", async () => {
    await overdueOrder(5_000, { country: 'KE', orderNo: 'KEW1' });
    const account = await makeStaff(
      { db: ctx.testDb.db, clock: ctx.t.clock.now },
      'col-ke@lender.test',
      'collections',
    );
    const s = await staffLogin(ctx.t.app, ctx.t.clock.now, account);
    const waive = (amount: number) =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/ops/api/orders/KEW1/waiver',
        headers: s.headers,
        payload: { amount, reason: 'hospital stay' },
      });
    // Kenya's collections limit is KSh 1,000 (schemas/ke/staff-limits.json), not Tanzania's
    // 20,000: within it the waiver is booked, past it a checker of another role must approve.
    expect((await waive(1_000)).json()).toEqual({ penaltyLeft: 4_000 });
    expect((await waive(1)).json()).toMatchObject({ waiting: { amount: 1 } });
  });
});
