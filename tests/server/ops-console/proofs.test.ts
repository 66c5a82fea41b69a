/**
 * The proof queue: finance approves a manual repayment proof, which books the payment through the
 * ledger with its allocation (once, however often it is approved) and the borrower's repayment
 * screen shows it; a rejection reaches the borrower as a feedback reply with the red dot.
 */
import { describe, expect, it } from 'vitest';
import { journalTotal } from '../../../src/server/features/ledger/repo';
import { call, setUpTestApp } from '../helpers';
import { JPEG, uploadImage } from '../feedback/upload-helper';
import { api, borrowerAtConfirm, submitAndDisburse } from '../loan/steps';
import { makeStaff, staffLogin } from './staff-session';

const ctx = setUpTestApp({ perTest: false, reset: false, dataDir: true });

async function uploadProof(token: string, orderNo: string): Promise<void> {
  const res = await uploadImage(ctx.t, token, JPEG, {
    url: '/api/feedback/upload/credential',
    payload: { orderNo },
  });
  expect(res.json().code, res.body).toBe(0);
}

describe('proof queue', () => {
  it('approves a proof into the ledger once, allocated, on the borrower screen and in the audit log', async () => {
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0716000001');
    await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 10_000);
    await uploadProof(token, orderNo);
    ctx.t.clock.advance(60 * 60_000);
    const account = await makeStaff(
      { db: ctx.testDb.db, clock: ctx.t.clock.now },
      'fin@lender.test',
      'finance',
    );
    const s = await staffLogin(ctx.t.app, ctx.t.clock.now, account);
    const queue = (await ctx.t.app.inject({ url: '/ops/api/proofs', headers: s.headers })).json();
    expect(queue.rows).toHaveLength(1);
    // The reviewer sees whose proof it is and what the loan owes beside the amount on it.
    const due = (await api(ctx.t, 'repaymentDetail', { orderNo }, token)).amountDue;
    expect(due).toBeGreaterThanOrEqual(10_000);
    expect(queue.rows[0]).toMatchObject({
      orderNo,
      mobile: '+255716000001',
      country: 'TZ',
      name: 'Asha Mwita',
      owed: due,
      minutesLeft: 47 * 60,
    });
    const fileId = queue.rows[0].fileId as number;

    const approve = () =>
      ctx.t.app.inject({
        method: 'POST',
        url: `/ops/api/proofs/${fileId}/approve`,
        headers: s.headers,
        payload: { amount: 3_000 },
      });
    const first = (await approve()).json();
    expect(first).toMatchObject({ payOrderId: `MP${fileId}`, fresh: true });
    // The cash in is split over the receivables (penalty → fee → interest → principal), balanced.
    const cash = first.lines.find((l: { account: string }) => l.account === 'cash');
    expect(cash.amount).toBe(3_000);
    expect(first.lines.reduce((sum: number, l: { amount: number }) => sum + l.amount, 0)).toBe(0);
    const second = (await approve()).json();
    expect(second).toMatchObject({ fresh: false, lines: first.lines });

    expect((await api(ctx.t, 'repaymentDetail', { orderNo }, token)).amountRepaid).toBe(3_000);
    expect(await journalTotal(ctx.testDb.db)).toBe(0);
    expect(
      (await ctx.t.app.inject({ url: '/ops/api/proofs', headers: s.headers })).json().rows,
    ).toEqual([]);
    const auditRows = (
      await ctx.t.app.inject({ url: `/ops/api/audit?target=order:${orderNo}`, headers: s.headers })
    ).json().rows;
    expect(auditRows.map((r: { action: string }) => r.action)).toEqual(['proof.approve']);
  });

  it('rejects with a reason the borrower reads in a feedback reply (red dot)', async () => {
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0716000002');
    await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 10_000);
    await uploadProof(token, orderNo);
    const account = await makeStaff(
      { db: ctx.testDb.db, clock: ctx.t.clock.now },
      'fin2@lender.test',
      'finance',
    );
    const s = await staffLogin(ctx.t.app, ctx.t.clock.now, account);
    const queue = (await ctx.t.app.inject({ url: '/ops/api/proofs', headers: s.headers })).json();
    const fileId = queue.rows.find((r: { orderNo: string }) => r.orderNo === orderNo).fileId;
    const bad = await ctx.t.app.inject({
      method: 'POST',
      url: `/ops/api/proofs/${fileId}/reject`,
      headers: s.headers,
      payload: { reason: 'because' },
    });
    expect(bad.statusCode).toBe(400);
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: `/ops/api/proofs/${fileId}/reject`,
      headers: s.headers,
      payload: { reason: 'unreadable' },
    });
    expect(res.json()).toEqual({ fresh: true });
    expect((await call(ctx.t.app, 'feedbackRedDotMarker', {}, { token })).json().data.show).toBe(
      true,
    );
    expect((await api(ctx.t, 'repaymentDetail', { orderNo }, token)).amountRepaid).toBe(0);
  });

  it('refuses in the console body, with the status its client reads', async () => {
    const account = await makeStaff(
      { db: ctx.testDb.db, clock: ctx.t.clock.now },
      'fin3@lender.test',
      'finance',
    );
    const s = await staffLogin(ctx.t.app, ctx.t.clock.now, account);
    const post = (url: string, payload: object) =>
      ctx.t.app.inject({ method: 'POST', url, headers: s.headers, payload });
    const answer = (res: { statusCode: number; json(): unknown }) => [res.statusCode, res.json()];
    expect(answer(await post('/ops/api/proofs/999999/approve', { amount: 100 }))).toEqual([
      404,
      { error: 'notFound' },
    ]);
    expect(answer(await post('/ops/api/proofs/999999/approve', { amount: 0 }))).toEqual([
      400,
      { error: 'badAmount' },
    ]);
    expect(answer(await post('/ops/api/proofs/999999/reject', { reason: 'because' }))).toEqual([
      400,
      { error: 'badReason' },
    ]);
    const image = await ctx.t.app.inject({
      url: '/ops/api/proofs/999999/image',
      headers: s.headers,
    });
    expect(answer(image)).toEqual([404, { error: 'notFound' }]);
    const signedOut = await ctx.t.app.inject({ url: '/ops/api/proofs' });
    expect(answer(signedOut)).toEqual([401, { error: 'unauthenticated' }]);
  });
});
