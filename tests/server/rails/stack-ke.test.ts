/**
 * RAILS=simulators for a Kenyan borrower: paid by Daraja B2C (booked only from Transaction
 * Status), repays part by STK push and the rest by paybill with the payment order as account
 * number, through the API, the jobs, the real adapter and this server's callback routes; the day
 * then reconciles without a false difference, though Pull Transactions lists only the repayments
 * (the payout's line comes from the Transaction Status answer stored for it).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { reconcileDay } from '../../../src/server/features/ledger/reconciliation';
import { businessDay } from '../../../src/shared/business-calendar';
import { simulatorsOf } from '../../../src/server/features/rails/start';
import { saveProfileForm } from '../../../src/server/features/profile/repo';
import { NO_FAULTS } from '../../../scripts/rails-sim/kit';
import { buildTestApp, lastCode, setUpTestDb, signIn, type TestApp } from '../helpers';
import { api, passKyc, runJobs, signedQuote } from '../loan/steps';

const base = setUpTestDb();
let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp(base.testDb, {
    config: { rails: loadConfig({ RAILS: 'simulators', RAILS_TIMEOUT_MS: '3000' }).rails },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  simulatorsOf(t.config)?.stopTimer();
  simulatorsOf(t.config)?.daraja.setFaults(NO_FAULTS);
});

it('registers the short code for Pull Transactions when the server starts', async () => {
  // The simulated short code starts unregistered, as a new one is; Pull answers nothing until then.
  await simulatorsOf(t.config)?.started;
  expect(simulatorsOf(t.config)?.daraja.pullRegistered).toBe(true);
});
afterEach(async () => {
  await t.app.close();
});

const FORMS = {
  personal: {
    firstName: 'Asha',
    lastName: 'Mwita',
    inputBirthday: '12-03-1990',
    nationalId: '23456789',
  },
  work: { employmentType: 'employee', monthlySalary: '180001-280000' },
  contacts: { emergencyContactName1: 'Otieno' },
  questionnaire: { q1: 'no', q11: '0' },
};

async function kenyanAtConfirm(mobile: string) {
  const token = await signIn(t, mobile);
  const userId = Number((await api(t, 'getUserInfo', {}, token)).userId);
  const { orderNo } = await api(t, 'loanOrderApplyMarket', { productId: 'KE-CASH' }, token);
  for (const [form, data] of Object.entries(FORMS))
    await saveProfileForm(base.testDb.db, {
      userId,
      form: form as keyof typeof FORMS,
      country: 'KE',
      data,
      schemaHash: 'test',
      updatedAt: new Date(t.clock.now()),
    });
  await passKyc(t, token);
  t.clock.advance(61_000);
  await api(t, 'getVerifyCode', { mobile, type: 'bindCard' }, token);
  await api(
    t,
    'addBankCard',
    { bankCode: 'mpesa', account: mobile, code: lastCode(t.sms, mobile) },
    token,
  );
  return { token, orderNo };
}

describe('RAILS=simulators: a Kenyan borrower end to end', () => {
  it('is paid by B2C, repays by STK push and by paybill', async () => {
    const sims = simulatorsOf(t.config);
    if (!sims) throw new Error('simulators not started');
    const mobile = '+254712345678';
    const { token, orderNo } = await kenyanAtConfirm(mobile);
    await api(t, 'submit', await signedQuote(t, token, orderNo, 5_000), token);
    t.clock.advance(t.config.assessmentDelaySeconds * 1000);
    await runJobs(t, base.testDb);
    await api(t, 'getMoney', { orderNo }, token);
    const payouts = sims.daraja.transactions.filter((x) => x.kind === 'payout');
    expect(payouts).toHaveLength(1);
    await sims.daraja.outbox.deliver(); // B2C result: asks Transaction Status
    await sims.daraja.outbox.deliver(); // its answer books the payout
    expect((await api(t, 'repaymentDetail', { orderNo }, token)).amountRepaid).toBe(0);

    const push = { orderNo, channelId: 'wallet', purpose: 'repay', amount: 1_000 };
    const stk = await api(t, 'repaymentConfirm', push, token);
    expect(stk.payUrl).toBeUndefined();
    sims.daraja.answerPushes(true);
    await sims.daraja.outbox.deliver();
    expect((await api(t, 'repaymentDetail', { orderNo }, token)).amountRepaid).toBe(1_000);

    const bill = { orderNo, channelId: 'mpesa-paybill', purpose: 'repay', amount: 1_500 };
    const cashier = await api(t, 'repaymentConfirm', bill, token);
    expect(cashier.billReference).toBe(cashier.payOrderId);
    const wrong = await sims.daraja.payBill('254712345678', 1_500, 'NOT-AN-ORDER');
    expect(wrong.accepted).toBe(false);
    const paid = await sims.daraja.payBill('254712345678', 1_500, cashier.billReference ?? '');
    expect(paid.accepted).toBe(true);
    await sims.daraja.outbox.deliver(); // confirmation: asks Transaction Status by receipt
    await sims.daraja.outbox.deliver(); // its answer books the repayment
    expect((await api(t, 'repaymentDetail', { orderNo }, token)).amountRepaid).toBe(2_500);
    // Each receipt names the M-Pesa receipt of its payment.
    const { list } = await api(t, 'repaymentReceipts', { orderNo }, token);
    const stkReceipt = sims.daraja.transactions.find((x) => x.ref === stk.payOrderId.slice(-12));
    expect(list.map((r) => [r.payOrderId, r.providerTxnId]).sort()).toEqual(
      [
        [stk.payOrderId, stkReceipt?.receipt],
        [cashier.payOrderId, paid.receipt],
      ].sort(),
    );
    // Delivered again, late: nothing changes.
    await sims.daraja.outbox.deliver(true);
    expect((await api(t, 'repaymentDetail', { orderNo }, token)).amountRepaid).toBe(2_500);

    // The day's reconciliation: a payout and two repayments, and no false difference.
    const deps = { db: base.testDb.db, clock: t.clock.now, config: t.config };
    const day = await reconcileDay(deps, businessDay(t.clock.now(), 'KE'), 'KE');
    expect(day.payments).toBe(3);
    expect(day.statementLines).toBe(3);
    expect(day.differences).toEqual([]);
    // Pull Transactions named only the two repayments: the payout is not among them.
    expect(sims.daraja.transactions.filter((x) => x.kind === 'payout')).toHaveLength(1);
  });
});
