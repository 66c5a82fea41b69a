/**
 * Reminders within the rules and receipts, through the real Africa's Talking adapter and the
 * simulator: two loans walked with the clock from four days before their due date to nine days
 * after, every two hours. The unpaid one gets each step of the product's schedule once, the one
 * paid two days late gets a receipt and no reminder after; none is sent in the quiet hours.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanOrders, paymentIntents } from '../../../src/server/db/schema';
import { startOfBusinessDay } from '../../../src/server/domain/business-date';
import { isQuiet } from '../../../src/server/domain/quiet-hours';
import { standingFor } from '../../../src/server/features/repay/standing';
import { sendSms } from '../../../src/server/features/sms/outbox';
import { messagesTo } from '../../../src/server/features/sms/repo';
import { runDueJobs } from '../../../src/server/jobs/run';
import { setUpTestDb } from '../helpers';
import { api, borrowerAtConfirm, pay, relogin, submitAndDisburse } from '../loan/steps';
import { buildSimApp, type SimApp } from './sim-app';

const ctx = setUpTestDb({ reset: false });
let t: SimApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mkopo-sms-'));
  t = await buildSimApp(ctx.testDb, { seed: 'reminders' }, { dataDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const A = '+255712345678';
const B = '+255713345678';
const QUIET = { from: '20:00', to: '08:00' };
const ZONE = 'Africa/Dar_es_Salaam';
const HOUR = 3_600_000;

const reminderRows = async (mobile: string) =>
  (await messagesTo(ctx.testDb.db, mobile)).filter((r) => r.template.startsWith('reminder.'));
const stepOf = (key: string) => Number(key.split(':').at(-1));

describe('payment reminders and receipts', () => {
  it('sends each step once to the borrower, outside quiet hours, and none once paid', async () => {
    const a = await borrowerAtConfirm(t, ctx.testDb, '0712345678');
    await submitAndDisburse(t, ctx.testDb, a.token, a.orderNo, 60_000);
    t.clock.advance(61_000);
    const b = await borrowerAtConfirm(t, ctx.testDb, '0713345678');
    await submitAndDisburse(t, ctx.testDb, b.token, b.orderNo, 60_000);
    const [loan] = await ctx.testDb.db
      .select()
      .from(loanOrders)
      .where(eq(loanOrders.orderNo, b.orderNo));
    const dueDay = loan?.dueDay ?? 0;
    const [loanA] = await ctx.testDb.db
      .select()
      .from(loanOrders)
      .where(eq(loanOrders.orderNo, a.orderNo));
    // The amounts of each reminder before the due date, as the standing says at its pass.
    const expected: [number, number][] = [];

    // 01:00 in Dar es Salaam four days before: nothing yet, and then every two hours.
    t.clock.advance(startOfBusinessDay(dueDay - 4, 'TZ') + HOUR - t.clock.now());
    let paid = false;
    while (t.clock.now() < startOfBusinessDay(dueDay + 9, 'TZ')) {
      await runDueJobs(t.deps);
      await t.sim.releaseReports();
      const before = (await reminderRows(A)).filter((r) => r.template === 'reminder.before');
      if (loanA && before.length > expected.length) {
        const s = await standingFor(t.deps, loanA);
        expected.push([s.owedOnDueDate, s.amountDue]);
      }
      if (!paid && t.clock.now() >= startOfBusinessDay(dueDay + 2, 'TZ') + 10 * HOUR) {
        const token = await relogin(t, '0713345678');
        const { amountDue } = await api(t, 'repaymentDetail', { orderNo: b.orderNo }, token);
        const cashier = await pay(t, token, b.orderNo, 'repay', amountDue);
        await runDueJobs(t.deps);
        const [intent] = await ctx.testDb.db
          .select()
          .from(paymentIntents)
          .where(eq(paymentIntents.payOrderId, cashier.payOrderId));
        const receipt = t.sim.inbox().find((m) => m.to === B && m.text.includes('tumepokea'));
        expect(receipt?.text).toContain(intent?.providerRef ?? 'no provider reference');
        expect(receipt?.text).toContain(`kwa mkopo ${b.orderNo}`);
        paid = true;
      }
      t.clock.advance(2 * HOUR);
    }

    const rowsA = await reminderRows(A);
    expect(rowsA.map((r) => stepOf(r.key))).toEqual([-3, -1, 0, 1, 3, 7]);
    expect(rowsA.map((r) => r.template)).toEqual([
      'reminder.before',
      'reminder.before',
      'reminder.due',
      'reminder.late',
      'reminder.late',
      'reminder.late',
    ]);
    expect(rowsA.every((r) => r.status === 'delivered' && r.sealed === null)).toBe(true);
    const rowsB = await reminderRows(B);
    expect(rowsB.map((r) => stepOf(r.key))).toEqual([-3, -1, 0, 1]);
    for (const row of [...rowsA, ...rowsB])
      expect(isQuiet(row.sentAt?.getTime() ?? 0, QUIET, ZONE), row.key).toBe(false);

    // Only the borrowers' own numbers, each text once.
    const texts = t.sim.inbox().filter((m) => m.text.includes('mkopo wako'));
    expect(texts.map((m) => m.to).sort()).toEqual(
      [...Array(6).fill(A), ...Array(4).fill(B)].sort(),
    );
    // The two amounts: by the due date (the journal's accrual still to come, exactly the
    // standing's owedOnDueDate) and to close today.
    const amounts = texts
      .filter((m) => m.to === A && /unapaswa kulipwa tarehe \d{2}\/\d{2}\/\d{4}\./.test(m.text))
      .map((m) =>
        [...m.text.matchAll(/TZS ([\d,]+)/g)].map((x) => Number(x[1]?.replace(/,/g, ''))),
      );
    expect(expected).toHaveLength(2);
    expect(amounts.sort()).toEqual([...expected].sort());
    for (const [byDue, today] of expected) {
      expect(byDue).toBeGreaterThan(today);
      expect(today).toBeGreaterThan(60_000);
    }
    // Interest accrues daily: three days before, more is still to come than one day before.
    const [three, one] = expected;
    expect((three?.[0] ?? 0) - (three?.[1] ?? 0)).toBeGreaterThan(
      (one?.[0] ?? 0) - (one?.[1] ?? 0),
    );

    // A reminder written before the payment and due after it is cancelled, never sent.
    const inbox = t.sim.inbox().length;
    await sendSms(t.deps, {
      key: 'reminder:written-before-payment',
      mobile: B,
      userId: b.userId,
      orderId: loan?.id ?? 0,
      template: 'reminder.late',
      values: {
        orderNo: b.orderNo,
        dueDate: '16/04/2026',
        currency: 'TZS',
        closeToday: '1',
        days: '9',
      },
    });
    const cancelled = (await reminderRows(B)).find(
      (r) => r.key === 'reminder:written-before-payment',
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', attempts: 0, sealed: null });
    expect(t.sim.inbox()).toHaveLength(inbox);
  }, 180_000); // two loans walked two-hourly over thirteen days
});
