/**
 * A late provider report that contradicts a settled payment (failed after paid, another amount) is
 * applied to nothing but kept as an open dispute operations can list, with provider, references,
 * what we expected and what came; an agreeing duplicate raises nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalEntries, loanOrders, paymentIntents } from '../../../src/server/db/schema';
import { contradiction } from '../../../src/server/domain/report-contradiction';
import { receiveCallback } from '../../../src/server/features/ledger/callbacks';
import { listOpenDisputes, resolveDispute } from '../../../src/server/features/ledger/disputes';
import { setUpTestApp, signIn } from '../helpers';
import { makeStaff, staffLogin } from '../ops-console/staff-session';
import { api } from '../loan/steps';

const ctx = setUpTestApp();

describe('contradiction rule', () => {
  it('flags a final state reported otherwise and any other amount, nothing else', () => {
    const paid = { status: 'succeeded', amount: 5_000 } as const;
    expect(contradiction(paid, { report: 'succeeded' })).toBeNull();
    expect(contradiction(paid, { report: 'pending' })).toBeNull();
    expect(contradiction(paid, { report: 'succeeded', amount: 5_000 })).toBeNull();
    expect(contradiction(paid, { report: 'failed' })).toEqual({
      expected: { status: 'succeeded', amount: 5_000 },
      received: { status: 'failed', amount: null },
    });
    expect(contradiction(paid, { report: 'succeeded', amount: 500 })?.received.amount).toBe(500);
    expect(contradiction({ status: 'submitted', amount: 5_000 }, { report: 'failed' })).toBeNull();
    expect(
      contradiction({ status: 'failed', amount: 5_000 }, { report: 'succeeded' }),
    ).not.toBeNull();
  });
});

describe('contradicting callbacks', () => {
  it('are kept as open disputes for operations and change nothing', async () => {
    const { t, testDb } = ctx;
    const token = await signIn(t, '0712345678');
    const { orderNo } = await api(t, 'loanOrderApplyMarket', { productId: 'TZ-CASH' }, token);
    const [order] = await testDb.db
      .select()
      .from(loanOrders)
      .where(eq(loanOrders.orderNo, orderNo));
    await testDb.db.insert(paymentIntents).values({
      payOrderId: 'R100',
      orderId: order!.id,
      purpose: 'repay',
      amount: 5_000,
      status: 'succeeded',
      provider: 'sandbox',
      providerRef: 'MP-77',
      account: '+255755000111',
      createdAt: new Date(t.clock.now()),
      settledAt: new Date(t.clock.now()),
    });
    const entriesBefore = await testDb.db.select().from(journalEntries);
    const now = t.clock.now();
    const event = { provider: 'sandbox', payOrderId: 'R100' } as const;

    expect(
      await receiveCallback(
        testDb.db,
        { ...event, eventId: 'E1', report: 'succeeded', amount: 5_000 },
        now,
      ),
    ).not.toBe('conflict');
    expect(
      await receiveCallback(testDb.db, { ...event, eventId: 'E2', report: 'failed' }, now),
    ).toBe('conflict');
    expect(
      await receiveCallback(
        testDb.db,
        { ...event, eventId: 'E3', report: 'succeeded', amount: 4_000 },
        now,
      ),
    ).toBe('conflict');

    const open = await listOpenDisputes(testDb.db);
    expect(
      open.map((d) => [d.provider, d.payOrderId, d.providerRef, d.eventId, d.expected, d.received]),
    ).toEqual([
      [
        'sandbox',
        'R100',
        'MP-77',
        'E2',
        { status: 'succeeded', amount: 5_000 },
        { status: 'failed', amount: null },
      ],
      [
        'sandbox',
        'R100',
        'MP-77',
        'E3',
        { status: 'succeeded', amount: 5_000 },
        { status: 'succeeded', amount: 4_000 },
      ],
    ]);
    const [intent] = await testDb.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.payOrderId, 'R100'));
    expect(intent?.status).toBe('succeeded');
    expect(await testDb.db.select().from(journalEntries)).toEqual(entriesBefore);

    expect(await resolveDispute(testDb.db, open[0]!.id, 'Rail confirms the payment', now)).toBe(
      true,
    );
    expect(await resolveDispute(testDb.db, open[0]!.id, 'again', now)).toBe(false);
    expect((await listOpenDisputes(testDb.db)).map((d) => d.eventId)).toEqual(['E3']);

    // Finance sees the open one in the console and closes it; the audit log says who and why.
    const deps = { db: testDb.db, clock: t.clock.now };
    const finance = await staffLogin(
      t.app,
      t.clock.now,
      await makeStaff(deps, 'rails@lender.test', 'finance'),
    );
    const listed = await t.app.inject({ url: '/ops/api/disputes', headers: finance.headers });
    expect(listed.statusCode).toBe(200);
    type Listed = { id: number; eventId: string; received: unknown; orderNo: string };
    const rows = (listed.json() as { rows: (Listed & { country: string; purpose: string })[] })
      .rows;
    // The loan, its country (the currency) and what the payment was for come with each.
    expect(rows.map((r) => [r.eventId, r.received, r.orderNo, r.country, r.purpose])).toEqual([
      ['E3', { status: 'succeeded', amount: 4_000 }, orderNo, 'TZ', 'repay'],
    ]);
    const close = (resolution: string) =>
      t.app.inject({
        method: 'POST',
        url: `/ops/api/disputes/${rows[0]!.id}/resolve`,
        headers: finance.headers,
        payload: { resolution },
      });
    expect((await close('Statement shows 5,000: their amount was wrong')).statusCode).toBe(200);
    expect((await close('again')).statusCode).toBe(404);
    expect(await listOpenDisputes(testDb.db)).toEqual([]);
    const audit = await t.app.inject({ url: '/ops/api/audit', headers: finance.headers });
    expect(JSON.stringify(audit.json())).toContain(`dispute:${rows[0]!.id}`);
    expect(await testDb.db.select().from(journalEntries)).toEqual(entriesBefore);
  });
});
