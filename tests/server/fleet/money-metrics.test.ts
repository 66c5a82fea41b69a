/**
 * /metrics reports what waits on the outside world from the shared tables: queued SMS messages,
 * payouts of unknown result (repayments of unknown result are not payouts) and the float last read
 * at each country's rail; every gauge reads 0 or nothing when there is nothing to tell.
 */
import { describe, expect, it } from 'vitest';
import { loanOrders, paymentIntents, smsOutbox } from '../../../src/server/db/schema';
import { dbMemory } from '../../../src/server/providers/rails/memory';
import { railsInUse } from '../../../src/server/providers/rails/route-of';
import { buildTestApp, setUpTestDb } from '../helpers';
import { seedApprovedOrders } from '../../support/approved-orders';

const ctx = setUpTestDb();

const gauge = (text: string, name: string): number | undefined => {
  const line = new RegExp(`^${name} ([\\d.e+-]+)$`, 'm').exec(text);
  return line ? Number(line[1]) : undefined;
};

describe('money metrics', () => {
  it('are zero, and name no float, before anything waits', async () => {
    const { app } = await buildTestApp(ctx.testDb);
    const text = (await app.inject({ url: '/metrics' })).body;
    expect(gauge(text, 'mkopo_sms_outbox_depth')).toBe(0);
    expect(gauge(text, 'mkopo_sms_outbox_oldest_seconds')).toBe(0);
    expect(gauge(text, 'mkopo_payouts_unknown')).toBe(0);
    expect(gauge(text, 'mkopo_payouts_unknown_oldest_seconds')).toBe(0);
    expect(text).not.toMatch(/^mkopo_rail_float\{/m);
    await app.close();
  });

  it('count queued messages, unknown payouts and their ages, and each country float', async () => {
    const { app, clock } = await buildTestApp(ctx.testDb);
    const db = ctx.testDb.db;
    const now = clock.now();
    const message = (key: string, status: 'queued' | 'sent', ageMs: number) => ({
      key,
      mobile: '+255712345678',
      country: 'TZ',
      lang: 'en',
      template: 'code.login',
      status,
      nextAttemptAt: new Date(now),
      createdAt: new Date(now - ageMs),
    });
    await db
      .insert(smsOutbox)
      .values([
        message('a', 'queued', 120_000),
        message('b', 'queued', 5_000),
        message('c', 'sent', 900_000),
      ]);
    await seedApprovedOrders(db, 1, now);
    const [order] = await db.select({ id: loanOrders.id }).from(loanOrders);
    const intent = (
      payOrderId: string,
      purpose: 'disburse' | 'refund' | 'repay',
      ageMs: number,
    ) => ({
      payOrderId,
      orderId: order!.id,
      purpose,
      amount: 10_000,
      status: 'unknown' as const,
      provider: 'sandbox',
      account: '+255712345678',
      createdAt: new Date(now - ageMs),
    });
    await db
      .insert(paymentIntents)
      .values([
        intent('D1', 'disburse', 600_000),
        intent('F1', 'refund', 60_000),
        intent('R1', 'repay', 3_600_000),
      ]);
    const [rail, countries] = [...railsInUse()][0]!;
    await dbMemory(db, clock.now).put(`${rail}:balance`, { available: 2_500_000 });

    const text = (await app.inject({ url: '/metrics' })).body;
    expect(gauge(text, 'mkopo_sms_outbox_depth')).toBe(2);
    expect(gauge(text, 'mkopo_sms_outbox_oldest_seconds')).toBeGreaterThanOrEqual(120);
    expect(gauge(text, 'mkopo_sms_outbox_oldest_seconds')).toBeLessThan(900);
    expect(gauge(text, 'mkopo_payouts_unknown')).toBe(2);
    expect(gauge(text, 'mkopo_payouts_unknown_oldest_seconds')).toBeGreaterThanOrEqual(600);
    expect(gauge(text, 'mkopo_payouts_unknown_oldest_seconds')).toBeLessThan(3_600);
    for (const country of countries)
      expect(text).toMatch(
        new RegExp(
          `^mkopo_rail_float\\{country="${country}",rail="${rail}",currency="[A-Z]{3}"\\} 2500000$`,
          'm',
        ),
      );
    await app.close();
  });
});
