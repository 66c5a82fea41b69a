/**
 * A Tanzanian payout Selcom answers 999, through the API, the jobs, the real adapter over HTTP and
 * the simulator: it stays "being sent" while walletcashin/query also says 999, and is booked
 * exactly once when the query answers in its documented shape (resultcode 000 in the envelope,
 * the wallet's receipt in data). The day's reconciliation, with the payout and a repayment on
 * it, lists no difference: collections from list-orders, the payout from Selcom's stored answer.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import {
  journalEntries,
  journalLines,
  loanOrders,
  paymentIntents,
} from '../../../src/server/db/schema';
import { reconcileDay } from '../../../src/server/features/ledger/reconciliation';
import { simulatorsOf } from '../../../src/server/features/rails/start';
import { FIRST_CASHIN_QUERY_MS } from '../../../src/server/providers/rails/selcom/adapter';
import { providerReceipts } from '../../../src/server/providers/rails/memory';
import { businessDay } from '../../../src/shared/business-calendar';
import { NO_FAULTS } from '../../../scripts/rails-sim/kit';
import { buildTestApp, setUpTestDb, type TestApp } from '../helpers';
import { api, borrowerAtConfirm, runJobs, signedQuote } from '../loan/steps';

const base = setUpTestDb();
let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp(base.testDb, {
    config: { rails: loadConfig({ RAILS: 'simulators', RAILS_TIMEOUT_MS: '3000' }).rails },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const sims = simulatorsOf(t.config);
  sims?.stopTimer();
  sims?.selcom.setFaults(NO_FAULTS);
  sims?.daraja.setFaults(NO_FAULTS);
});
afterEach(async () => {
  await t.app.close();
});

/** The disbursement entries of an order, each with the cash it sent. */
async function disbursements(orderId: number) {
  return base.testDb.db
    .select({ entry: journalEntries.id, cash: journalLines.amount })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        eq(journalEntries.orderId, orderId),
        eq(journalEntries.kind, 'disbursement'),
        eq(journalLines.account, 'cash'),
      ),
    );
}

describe('a Tanzanian payout answered 999', () => {
  it('is booked once, by the documented walletcashin/query answer, and reconciles', async () => {
    const sims = simulatorsOf(t.config);
    if (!sims) throw new Error('simulators not started');
    const { token, orderNo } = await borrowerAtConfirm(t, base.testDb, '0715000001');
    await api(t, 'submit', await signedQuote(t, token, orderNo, 5_000), token);
    t.clock.advance(t.config.assessmentDelaySeconds * 1000);
    await runJobs(t, base.testDb);
    const [order] = await base.testDb.db
      .select({ id: loanOrders.id })
      .from(loanOrders)
      .where(eq(loanOrders.orderNo, orderNo));
    if (!order) throw new Error('no order');

    sims.selcom.setFaults({ ambiguous: 100 });
    await api(t, 'getMoney', { orderNo }, token);
    sims.selcom.setFaults(NO_FAULTS);
    const [intent] = await base.testDb.db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.orderId, order.id), eq(paymentIntents.purpose, 'disburse')));
    const payOrderId = intent?.payOrderId ?? '';
    expect(sims.selcom.cashins.get(payOrderId)).toBeDefined(); // the money moved at Selcom
    const sentAt = t.clock.now();

    // Selcom itself does not know yet: its status query says 999 too.
    sims.selcom.answerQueryWith(payOrderId, '999');
    t.clock.advance(FIRST_CASHIN_QUERY_MS);
    await runJobs(t, base.testDb);
    expect((await api(t, 'loanOrderLatest', {}, token)).order?.payout).toEqual({
      status: 'beingSent',
      since: Math.floor(sentAt / 1000),
    });
    expect(await disbursements(order.id)).toEqual([]);

    // Then it answers as documented; every later sweep finds it settled.
    sims.selcom.answerQueryWith(payOrderId);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(2 * FIRST_CASHIN_QUERY_MS);
      await runJobs(t, base.testDb);
    }
    const booked = await disbursements(order.id);
    expect(booked).toHaveLength(1);
    expect(sims.selcom.cashins.size).toBe(1);
    expect((await api(t, 'loanOrderLatest', {}, token)).order?.payout).toBeUndefined();
    // The receipt the borrower's phone shows: the wallet's, from data[0].receipt.
    expect((await providerReceipts(base.testDb.db, [payOrderId])).get(payOrderId)).toBe(
      sims.selcom.cashins.get(payOrderId)?.receipt,
    );

    // A repayment by USSD push the same day, paid and confirmed.
    const input = { orderNo, channelId: 'wallet', purpose: 'repay', amount: 2_000 };
    const cashier = await api(t, 'repaymentConfirm', input, token);
    sims.selcom.answerPushes(true);
    await sims.selcom.outbox.deliver(true);
    expect((await api(t, 'repaymentDetail', { orderNo }, token)).amountRepaid).toBe(2_000);

    const deps = { db: base.testDb.db, clock: t.clock.now, config: t.config };
    const day = await reconcileDay(deps, businessDay(sentAt, 'TZ'), 'TZ');
    expect(day.payments).toBe(2);
    expect(day.statementLines).toBe(2);
    expect(day.differences).toEqual([]);
    expect(cashier.payOrderId).not.toBe(payOrderId);
  });
});
