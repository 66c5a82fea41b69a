/**
 * The whole production path on one machine (RAILS=simulators): a Tanzanian borrower is paid by
 * Selcom cash-in and repays by USSD push, through the API, the jobs, the real adapters over HTTP,
 * the simulator and its signed webhook to this server's callback route.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { simulatorsOf } from '../../../src/server/features/rails/start';
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

describe('RAILS=simulators: the real adapters end to end', () => {
  it('pays a Tanzanian loan out by cash-in and takes a repayment by USSD push', async () => {
    const sims = simulatorsOf(t.config);
    if (!sims) throw new Error('simulators not started');
    const { token, orderNo } = await borrowerAtConfirm(t, base.testDb, '0715000001');
    await api(t, 'submit', await signedQuote(t, token, orderNo, 5_000), token);
    t.clock.advance(t.config.assessmentDelaySeconds * 1000);
    await runJobs(t, base.testDb);
    await api(t, 'getMoney', { orderNo }, token);
    const cashins = [...sims.selcom.cashins.values()];
    expect(cashins).toHaveLength(1);
    expect(cashins[0]).toMatchObject({ utilitycode: 'VMCASHIN', utilityref: '255755000111' });
    // The status sweep asks Selcom and books the payout once, however often it runs.
    for (let i = 0; i < 3; i++) {
      t.clock.advance(3 * 60_000);
      await runJobs(t, base.testDb);
    }
    expect(sims.selcom.cashins.size).toBe(1);
    const detail = await api(t, 'repaymentDetail', { orderNo }, token);
    expect(detail.amountRepaid).toBe(0);

    const input = { orderNo, channelId: 'wallet', purpose: 'repay', amount: 2_000 };
    const cashier = await api(t, 'repaymentConfirm', input, token);
    expect(cashier.payUrl).toBeUndefined(); // the borrower approves on the phone, not on a page
    expect(sims.selcom.orders.get(cashier.payOrderId)).toMatchObject({ payment_status: 'PENDING' });
    sims.selcom.setFaults({ duplicate: 100 });
    sims.selcom.answerPushes(true);
    await sims.selcom.outbox.deliver(true);
    expect(sims.selcom.outbox.sent.map((s) => s.status)).toEqual([200, 200]);
    expect((await api(t, 'repaymentDetail', { orderNo }, token)).amountRepaid).toBe(2_000);
    const receipt = await api(
      t,
      'repaymentReceipt',
      { orderNo, payOrderId: cashier.payOrderId },
      token,
    );
    const transid = sims.selcom.orders.get(cashier.payOrderId)?.transid;
    expect(transid).toMatch(/^[0-9A-F]{10}$/);
    expect(receipt).toMatchObject({
      payOrderId: cashier.payOrderId,
      amount: 2_000,
      providerTxnId: transid,
    });
  });
});
