/**
 * The cashier (spec §4, §5): a retried confirm returns the open cashier order instead of charging
 * twice; an unpaid one times out after 30 minutes and the next confirm opens a new one; a timed-out
 * order cannot be approved any more.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDb, type TestApp, type TestDb } from '../helpers';
import { api, borrowerAtConfirm, runJobs, submitAndDisburse } from '../loan/steps';

let testDb: TestDb;
let t: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'mkopo-cashier-'));

beforeAll(async () => {
  testDb = await createTestDb();
  t = await buildTestApp(testDb, { config: { dataDir } });
});
afterAll(async () => {
  await t.app.close();
  await testDb.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('cashier', () => {
  it('reuses the open cashier order on retry and opens a new one after it times out', async () => {
    const { token, orderNo } = await borrowerAtConfirm(t, testDb, '0715000001');
    await submitAndDisburse(t, testDb, token, orderNo, 5_000);
    const input = { orderNo, channelId: 'wallet', purpose: 'repay', amount: 2_000 };
    const first = await api(t, 'repaymentConfirm', input, token);
    const retry = await api(t, 'repaymentConfirm', input, token);
    expect(retry.payOrderId).toBe(first.payOrderId);
    expect(first.expiresAt - Math.floor(t.clock.now() / 1000)).toBeLessThanOrEqual(30 * 60);

    t.clock.advance(31 * 60_000);
    await runJobs(t, testDb);
    const late = await t.app.inject({ method: 'POST', url: `${first.payUrl}/approve` });
    expect(late.body).toContain('This order has timed out, please try again');
    const fresh = await api(t, 'repaymentConfirm', input, token);
    expect(fresh.payOrderId).not.toBe(first.payOrderId);
    expect((await api(t, 'repaymentDetail', { orderNo }, token)).amountRepaid).toBe(0);

    const page = await t.app.inject({ method: 'GET', url: fresh.payUrl ?? '' });
    expect(page.body).toContain('Approve');
    await t.app.inject({ method: 'POST', url: `${fresh.payUrl}/approve` });
    expect((await api(t, 'repaymentDetail', { orderNo }, token)).amountRepaid).toBe(2_000);
  });
});
