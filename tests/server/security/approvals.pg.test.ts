/**
 * Parallel payment approvals once answered 500 (deadlocks) on PostgreSQL. Twenty proofs of
 * one loan approved at once by finance, each on its own connection, answer no 500 and book each
 * payment once; the figures are printed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalTotal } from '../../../src/server/features/ledger/repo';
import { JPEG, uploadImage } from '../feedback/upload-helper';
import { buildTestApp, createTestDb, type TestApp, type TestDb } from '../helpers';
import { api, borrowerAtConfirm, submitAndDisburse } from '../loan/steps';
import { makeStaff, staffLogin } from '../ops-console/staff-session';

let testDb: TestDb;
const dataDir = mkdtempSync(join(tmpdir(), 'mkopo-approvals-'));
let t: TestApp;

beforeAll(async () => {
  testDb = await createTestDb();
  t = await buildTestApp(testDb, { config: { dataDir } });
});
afterAll(async () => {
  await t.app.close();
  await testDb.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('20 parallel payment approvals on PostgreSQL', () => {
  it('answer no 500 and book each payment once', async () => {
    expect(testDb.kind).toBe('postgres');
    const { token, orderNo } = await borrowerAtConfirm(t, testDb, '0716300001');
    await submitAndDisburse(t, testDb, token, orderNo, 50_000);
    for (let i = 0; i < 20; i++) {
      const res = await uploadImage(t, token, JPEG, {
        url: '/api/feedback/upload/credential',
        payload: { orderNo },
      });
      expect(res.json().code, res.body).toBe(0);
    }
    const account = await makeStaff(
      { db: testDb.db, clock: t.clock.now },
      'f@lender.test',
      'finance',
    );
    const s = await staffLogin(t.app, t.clock.now, account);
    const rows = (await t.app.inject({ url: '/ops/api/proofs', headers: s.headers })).json()
      .rows as { fileId: number }[];
    expect(rows).toHaveLength(20);
    const answers = await Promise.all(
      rows.map((row) =>
        t.app.inject({
          method: 'POST',
          url: `/ops/api/proofs/${row.fileId}/approve`,
          headers: s.headers,
          payload: { amount: 1_000 },
        }),
      ),
    );
    const statuses: Record<number, number> = {};
    for (const a of answers) statuses[a.statusCode] = (statuses[a.statusCode] ?? 0) + 1;
    const repaid = (await api(t, 'repaymentDetail', { orderNo }, token)).amountRepaid;
    console.log(
      `20 parallel proof approvals (PostgreSQL): HTTP ${JSON.stringify(statuses)}, repaid ${repaid}`,
    );
    expect(statuses).toEqual({ 200: 20 });
    expect(repaid).toBe(20_000);
    expect(await journalTotal(testDb.db)).toBe(0);
  });
});
