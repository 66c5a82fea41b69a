/**
 * Staff limits as sums (decision 0039), in one process: the split of a rail-paid order into
 * proofs and a refund, many small proofs, proofs of a settled, a pending and a failed payment, and
 * members colluding with one borrower, each with requests at once. No borrower is paid out more
 * than the rail received plus what a checker approved (plus the small credit a loan's window lets
 * staff create alone). The same scenarios run on two server processes in staff-windows.pg.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../helpers';
import { makeStaff, staffLogin, type StaffSession } from '../ops-console/staff-session';
import { booksOf } from './staff-windows-books';
import {
  colluding,
  expectCollusionWithinWindows,
  expectPaidOutWithin,
  expectSettledNeverPendingOnce,
  expectSmallProofsAddUp,
  expectTheSplitRefused,
  manySmallProofs,
  MEMBERS,
  settledAndPending,
  theSplit,
  type Ask,
} from './staff-windows-scenario';

const ctx = setUpTestApp({ perTest: false, reset: false, dataDir: true });
const sessions = new Map<string, StaffSession>();

const ask: Ask = async (member, path, body) => {
  const session = sessions.get(member);
  if (!session) throw new Error(`${member} is not signed in`);
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: `/ops/api${path}`,
    headers: session.headers,
    payload: body,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};

/** Every member signed in before the bursts, so the bursts race only on money. */
beforeAll(async () => {
  const deps = { db: ctx.testDb.db, clock: ctx.t.clock.now };
  for (const [member, role] of Object.entries(MEMBERS)) {
    const account = await makeStaff(deps, member, role);
    sessions.set(member, await staffLogin(ctx.t.app, ctx.t.clock.now, account));
  }
});

describe('staff money limits that add up, in one process', () => {
  it('refuses the split: a rail-paid order proven, four more proofs of it, the credit refunded', async () => {
    const outcome = await theSplit(ctx.testDb.db, ask, ctx.t.clock.now());
    expectTheSplitRefused(outcome);
  }, 120_000);

  it('counts many small proofs against the loan: none makes credit alone, past what is owed each waits', async () => {
    expectSmallProofsAddUp(await manySmallProofs(ctx.testDb.db, ask, ctx.t.clock.now()));
  }, 120_000);

  it('never proves a settled payment nor one the rail has yet to answer, a failed one at most once', async () => {
    expectSettledNeverPendingOnce(await settledAndPending(ctx.testDb.db, ask, ctx.t.clock.now()));
  }, 120_000);

  it('holds members colluding with one borrower to the borrower and member windows', async () => {
    expectCollusionWithinWindows(await colluding(ctx.testDb.db, ask, ctx.t.clock.now()));
  }, 120_000);

  it('pays out what a checker approved, and only that', async () => {
    const outcome = await theSplit(ctx.testDb.db, ask, ctx.t.clock.now());
    const requestId = (outcome.answers.unnamedFirst?.[0]?.body.waiting as { requestId: number })
      .requestId;
    const checked = await ask('adm1@lender.test', `/checks/${requestId}/approve`, {
      note: 'bank statement seen',
    });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    const sent = await ask('fin2@lender.test', `/orders/${outcome.seeded.orderNo}/refund`, {
      reason: 'borrower asked',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const books = await booksOf(ctx.testDb.db, outcome.seeded.userId);
    expect(books.refunded).toBeGreaterThan(0);
    expect(books.refunded).toBe(books.approvedProofs);
    expectPaidOutWithin(books);
  }, 120_000);
});
