/**
 * An answer that matches the books: twenty proofs of twenty different loans approved at once by
 * one finance member, each on its own connection, while some connections die around COMMIT (the
 * server committed and the answer was lost, or the COMMIT never left). Every approval booked
 * answers 200; an error is only ever said of one that booked nothing, and asking again books each
 * payment once. The figures are printed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postgresDatabase, type Database } from '../../../src/server/db/client';
import { journalTotal } from '../../../src/server/features/ledger/repo';
import { JPEG, uploadImage } from '../feedback/upload-helper';
import { buildTestApp, isolatedPostgres, signIn, type TestApp, type TestDb } from '../helpers';
import { api, bindWallet, passKyc, saveForms, submitAndDisburse } from '../loan/steps';
import { makeStaff, staffLogin } from '../ops-console/staff-session';

const LOANS = 20;
/** Commits whose answer is lost after PostgreSQL committed, and connections lost just before. */
const faults = { ackLost: 0, lostBeforeCommit: 0 };

/** Kills a pooled connection at COMMIT as `faults` asks, as a network failure would. */
function injectFaults(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    // The killed socket's own report, once the query it failed has been answered.
    client.on('error', () => {});
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    const kill = () =>
      (
        client as unknown as { connection: { stream: { destroy(): void } } }
      ).connection.stream.destroy();
    const lost = () => new Error('Connection terminated unexpectedly');
    Object.assign(client, {
      query: async (...args: unknown[]) => {
        const first = args[0] as string | { text?: string };
        const text = typeof first === 'string' ? first : first.text;
        if (text !== 'commit' || typeof args.at(-1) === 'function') return query(...args);
        if (faults.lostBeforeCommit > 0) {
          faults.lostBeforeCommit--;
          kill();
          throw lost();
        }
        const result = await query(...args);
        if (faults.ackLost > 0) {
          faults.ackLost--;
          kill();
          throw lost();
        }
        return result;
      },
    });
  });
}
let testDb: TestDb;
let database: Database;
let drop: () => Promise<void>;
const dataDir = mkdtempSync(join(tmpdir(), 'mkopo-approval-answers-'));
let t: TestApp;

beforeAll(async () => {
  // A connection for each approval, as two server processes with the driver's ten each have.
  const made = await isolatedPostgres(process.env.DATABASE_URL!, inject('postgresTemplate'));
  await made.database.close();
  drop = made.drop;
  const pool = new pg.Pool({ connectionString: made.url, max: LOANS });
  injectFaults(pool);
  database = postgresDatabase(pool);
  await database.migrate();
  testDb = { db: database.db, kind: database.kind, reset: async () => {}, close: async () => {} };
  t = await buildTestApp(testDb, { config: { dataDir, logLevel: 'error' } });
});
afterAll(async () => {
  await t.app.close();
  await database.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`${LOANS} parallel approvals of different loans on PostgreSQL`, () => {
  it('answer 200 for every payment booked, and an error only for one not booked', async () => {
    expect(testDb.kind).toBe('postgres');
    const borrowers: { token: string; orderNo: string }[] = [];
    for (let i = 0; i < LOANS; i++) {
      // Ending in 7: the sandbox holds a payout to a number ending 000 (a swapped SIM).
      const mobile = `0716310${String(i).padStart(2, '0')}7`;
      const token = await signIn(t, mobile);
      const userId = Number((await api(t, 'getUserInfo', {}, token)).userId);
      const { orderNo } = await api(t, 'loanOrderApplyMarket', { productId: 'TZ-CASH' }, token);
      await saveForms(t, testDb, userId);
      await passKyc(t, token);
      t.clock.advance(61_000);
      // Each borrower's own wallet: one wallet's codes are limited per day.
      await bindWallet(t, token, mobile);
      await submitAndDisburse(t, testDb, token, orderNo, 50_000);
      const res = await uploadImage(t, token, JPEG, {
        url: '/api/feedback/upload/credential',
        payload: { orderNo },
      });
      expect(res.json().code, res.body).toBe(0);
      borrowers.push({ token, orderNo });
    }
    const account = await makeStaff(
      { db: testDb.db, clock: t.clock.now },
      'answers@lender.test',
      'finance',
    );
    const s = await staffLogin(t.app, t.clock.now, account);
    const rows = (await t.app.inject({ url: '/ops/api/proofs', headers: s.headers })).json()
      .rows as { fileId: number; orderNo: string }[];
    expect(rows).toHaveLength(LOANS);
    const approve = (fileId: number) =>
      t.app.inject({
        method: 'POST',
        url: `/ops/api/proofs/${fileId}/approve`,
        headers: s.headers,
        payload: { amount: 1_000 },
      });
    Object.assign(faults, { ackLost: 4, lostBeforeCommit: 3 });
    const started = performance.now();
    const answers = await Promise.all(rows.map((row) => approve(row.fileId)));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    expect(faults).toEqual({ ackLost: 0, lostBeforeCommit: 0 });
    const statuses: Record<number, number> = {};
    for (const a of answers) statuses[a.statusCode] = (statuses[a.statusCode] ?? 0) + 1;
    const repaidOf = async (orderNo: string) => {
      const { token } = borrowers.find((b) => b.orderNo === orderNo)!;
      return (await api(t, 'repaymentDetail', { orderNo }, token)).amountRepaid;
    };
    const repaid = await Promise.all(rows.map((row) => repaidOf(row.orderNo)));
    const mismatched = rows.filter(
      (_, i) => (answers[i]!.statusCode === 200) !== (repaid[i] === 1_000),
    ).length;
    console.log(
      `${LOANS} parallel approvals of different loans (PostgreSQL): HTTP ${JSON.stringify(statuses)} in ${seconds} s, booked ${repaid.filter((r) => r === 1_000).length}, 4 commit answers lost and 3 connections lost before COMMIT, answers not matching the books ${mismatched}`,
    );
    expect(mismatched).toBe(0);
    // An approval asked again (the client's retry) books nothing twice.
    const again = await Promise.all(rows.map((row) => approve(row.fileId)));
    expect(again.map((a) => a.statusCode)).toEqual(rows.map(() => 200));
    const after = await Promise.all(rows.map((row) => repaidOf(row.orderNo)));
    expect(after).toEqual(rows.map(() => 1_000));
    expect(statuses).toEqual({ 200: LOANS });
    expect(await journalTotal(testDb.db)).toBe(0);
  });
});
