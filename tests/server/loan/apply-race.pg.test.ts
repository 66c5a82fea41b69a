/**
 * Races that only PostgreSQL can show (several connections): 50 parallel applies by one borrower
 * open exactly one order (the partial unique index decides), and parallel submits of that order
 * schedule one assessment.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, loanOrders } from '../../../src/server/db/schema';
import { buildTestApp, call, createTestDb, type TestApp, type TestDb } from '../helpers';
import { borrowerAtConfirm, signedQuote } from './steps';

let testDb: TestDb;
/** Uploads go to a throw-away folder, never the repo's .data. */
const dataDir = mkdtempSync(join(tmpdir(), 'mkopo-loan-'));
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

describe('one order per borrower under concurrency', () => {
  it('opens exactly one order for 50 parallel applies', async () => {
    expect(testDb.kind).toBe('postgres');
    const { token, userId, orderNo } = await borrowerAtConfirm(t, testDb, '0713000001');
    // A finished order is not in the way of a new one; cancel this one to race a fresh apply.
    await testDb.db.update(loanOrders).set({ status: 8 }).where(eq(loanOrders.orderNo, orderNo));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t.app, 'loanOrderApplyMarket', { productId: 'TZ-CASH' }, { token }),
      ),
    );
    const bodies = answers.map((r) => r.json() as { code: number; data: { orderNo: string } });
    expect(bodies.every((b) => b.code === 0)).toBe(true);
    const numbers = new Set(bodies.map((b) => b.data.orderNo));
    expect(numbers.size).toBe(1);
    const rows = await testDb.db.select().from(loanOrders).where(eq(loanOrders.userId, userId));
    expect(rows.filter((r) => r.status !== 8)).toHaveLength(1);
  });

  it('schedules one assessment for 20 parallel submits of one order', async () => {
    const { token, orderNo } = await borrowerAtConfirm(t, testDb, '0713000002');
    const signing = await signedQuote(t, token, orderNo, 20_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(t.app, 'submit', signing, { token })),
    );
    expect(answers.map((r) => (r.json() as { data: { status: number } }).data.status)).toEqual(
      Array(20).fill(1),
    );
    const [order] = await testDb.db
      .select()
      .from(loanOrders)
      .where(eq(loanOrders.orderNo, orderNo));
    const assessments = await testDb.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `assess:${order!.id}`));
    expect(assessments).toHaveLength(1);
  });
});
