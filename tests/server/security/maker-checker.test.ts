/**
 * The overpayment attack, replayed: one finance member approves a noise photo as a 10,000,000
 * repayment of a 20,000 loan. It books at most what is owed; the overpayment waits for a checker
 * of another role, who sees maker, evidence and journal effect; the maker cannot approve it, nor
 * can another finance member; the borrower has no credit to refund until it is approved. A
 * write-off and a refund above the maker's limit wait likewise, and each staff entry carries
 * its member and reason.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalEntries, loanOrders } from '../../../src/server/db/schema';
import { ORDER_STATUS } from '../../../src/shared/orders';
import { journalTotal, orderBalances } from '../../../src/server/features/ledger/repo';
import { JPEG, uploadImage } from '../feedback/upload-helper';
import { setUpTestApp } from '../helpers';
import { api, borrowerAtConfirm, submitAndDisburse } from '../loan/steps';
import { makeStaff, staffLogin, type StaffSession } from '../ops-console/staff-session';
import { aBookedLoan } from '../../support/factories';

const ctx = setUpTestApp({ perTest: false, reset: false, dataDir: true });

async function member(email: string, role: string): Promise<StaffSession> {
  const account = await makeStaff({ db: ctx.testDb.db, clock: ctx.t.clock.now }, email, role);
  return staffLogin(ctx.t.app, ctx.t.clock.now, account);
}

const post = (s: StaffSession, url: string, payload: object) =>
  ctx.t.app.inject({ method: 'POST', url: `/ops/api${url}`, headers: s.headers, payload });
const get = (s: StaffSession, url: string) =>
  ctx.t.app.inject({ url: `/ops/api${url}`, headers: s.headers });

async function orderIdOf(orderNo: string): Promise<number> {
  const [row] = await ctx.testDb.db
    .select({ id: loanOrders.id })
    .from(loanOrders)
    .where(eq(loanOrders.orderNo, orderNo));
  return row!.id;
}

const credit = async (orderId: number) =>
  0 - ((await orderBalances(ctx.testDb.db, orderId)).get('liability:borrower-credit') ?? 0);

describe('four eyes on a proof', () => {
  it('books a 10,000,000 proof on a 20,000 loan only up to what is owed, the rest after a checker', async () => {
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0716100001');
    await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 20_000);
    const owed = (await api(ctx.t, 'repaymentDetail', { orderNo }, token)).amountDue;
    const upload = await uploadImage(ctx.t, token, JPEG, {
      url: '/api/feedback/upload/credential',
      payload: { orderNo },
    });
    expect(upload.json().code).toBe(0);
    const maker = await member('maker@lender.test', 'finance');
    const sameRole = await member('finance2@lender.test', 'finance');
    const checker = await member('admin@lender.test', 'admin');
    const fileId = (await get(maker, '/proofs')).json().rows[0].fileId as number;

    const approved = (
      await post(maker, `/proofs/${fileId}/approve`, { amount: 10_000_000 })
    ).json();
    const orderId = await orderIdOf(orderNo);
    const cash = approved.lines.find((l: { account: string }) => l.account === 'cash').amount;
    console.log(
      `10,000,000 proof on a 20,000 loan (owed ${owed}): booked ${cash} now, ${approved.waiting.amount} waits for a checker; borrower credit ${await credit(orderId)}`,
    );
    expect(cash).toBe(owed);
    expect(approved.waiting).toEqual({ requestId: expect.any(Number), amount: 10_000_000 - owed });
    expect(await credit(orderId)).toBe(0);
    const detail = await api(ctx.t, 'repaymentDetail', { orderNo }, token);
    expect(detail.amountDue).toBe(0);
    // Nothing to refund: the borrower's "Refund to my wallet" finds no credit.
    const refund = await api(ctx.t, 'repaymentCredit', { orderNo, choice: 'refund' }, token).catch(
      (error: Error) => error.message,
    );
    expect(String(refund)).toContain('32011');

    // The checker's queue shows maker, evidence and the journal effect.
    const queue = (await get(checker, '/checks')).json();
    const request = queue.rows.find((r: { id: number }) => r.id === approved.waiting.requestId);
    expect(request).toMatchObject({
      kind: 'proof',
      orderNo,
      amount: 10_000_000 - owed,
      maker: { email: 'maker@lender.test', role: 'finance' },
      evidence: { fileId, proofAmount: 10_000_000, owed },
      effect: [
        { account: 'cash', amount: 10_000_000 - owed },
        { account: 'liability:borrower-credit', amount: -(10_000_000 - owed) },
      ],
    });
    const id = request.id as number;
    const answer = (res: { statusCode: number; json(): unknown }) => [res.statusCode, res.json()];
    expect(answer(await post(maker, `/checks/${id}/approve`, {}))).toEqual([
      403,
      { error: 'ownRequest' },
    ]);
    expect(answer(await post(sameRole, `/checks/${id}/approve`, {}))).toEqual([
      403,
      { error: 'sameRole' },
    ]);
    const collector = await member('collector@lender.test', 'collections');
    expect(answer(await post(collector, `/checks/${id}/approve`, {}))).toEqual([
      403,
      { error: 'notAllowed' },
    ]);
    // A reject says why; an unknown request is not found.
    expect(answer(await post(checker, `/checks/${id}/reject`, {}))).toEqual([
      400,
      { error: 'badInput' },
    ]);
    expect(answer(await post(checker, '/checks/99999999/approve', {}))).toEqual([
      404,
      { error: 'notFound' },
    ]);
    expect(await credit(orderId)).toBe(0);

    const rejected = await post(checker, `/checks/${id}/reject`, { note: 'noise, not a receipt' });
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    expect(answer(await post(checker, `/checks/${id}/approve`, {}))).toEqual([
      409,
      { error: 'notPending' },
    ]);
    expect(await credit(orderId)).toBe(0);
    expect(await journalTotal(ctx.testDb.db)).toBe(0);
  }, 120_000);

  it('books an approved overpayment as the borrower credit, once, naming maker and checker', async () => {
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0716100002');
    await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 20_000);
    const owed = (await api(ctx.t, 'repaymentDetail', { orderNo }, token)).amountDue;
    await uploadImage(ctx.t, token, JPEG, {
      url: '/api/feedback/upload/credential',
      payload: { orderNo },
    });
    const maker = await member('maker2@lender.test', 'finance');
    const checker = await member('admin2@lender.test', 'admin');
    const fileId = (await get(maker, '/proofs')).json().rows[0].fileId as number;
    const approved = (
      await post(maker, `/proofs/${fileId}/approve`, { amount: owed + 150_000 })
    ).json();
    const id = approved.waiting.requestId as number;
    const twice = await Promise.all([
      post(checker, `/checks/${id}/approve`, { note: 'bank statement matches' }),
      post(checker, `/checks/${id}/approve`, { note: 'bank statement matches' }),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const orderId = await orderIdOf(orderNo);
    expect(await credit(orderId)).toBe(150_000);
    // Both halves of the proof are staff money: each entry names its member and reason.
    const proofEntries = await ctx.testDb.db
      .select({ idemKey: journalEntries.idemKey, note: journalEntries.note })
      .from(journalEntries)
      .where(and(eq(journalEntries.orderId, orderId), eq(journalEntries.kind, 'repayment')));
    expect(proofEntries).toEqual([
      { idemKey: `payment:MP${fileId}`, note: `proof ${fileId}: ${owed + 150_000} on the proof` },
      {
        idemKey: `payment:MP${fileId}X`,
        note: `proof ${fileId}: ${owed + 150_000} approved, ${owed} owed (checked by admin2@lender.test)`,
      },
    ]);
    const decided = (await get(checker, '/checks?status=decided')).json().rows;
    expect(decided.find((r: { id: number }) => r.id === id)).toMatchObject({
      status: 'approved',
      checker: { email: 'admin2@lender.test' },
    });
    // A refund of it above finance's 100,000 waits too, and is sent when approved.
    const asked = await post(maker, `/orders/${orderNo}/refund`, { reason: 'borrower asked' });
    expect(asked.json()).toEqual({ waiting: { requestId: expect.any(Number), amount: 150_000 } });
    expect(await credit(orderId)).toBe(150_000);
    const refundId = asked.json().waiting.requestId as number;
    const sent = await post(checker, `/checks/${refundId}/approve`, { note: 'wallet confirmed' });
    expect(sent.json()).toMatchObject({ status: 'approved', refunded: 150_000 });
    expect(await credit(orderId)).toBe(0);
    const [entry] = await ctx.testDb.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.orderId, orderId), eq(journalEntries.kind, 'refund')));
    expect(entry).toMatchObject({ note: 'borrower asked (checked by admin2@lender.test)' });
    expect(await journalTotal(ctx.testDb.db)).toBe(0);
  }, 120_000);

  it('sends even one shilling of credit from a proof to a checker: no member creates credit alone', async () => {
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0716100003');
    await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 20_000);
    const owed = (await api(ctx.t, 'repaymentDetail', { orderNo }, token)).amountDue;
    await uploadImage(ctx.t, token, JPEG, {
      url: '/api/feedback/upload/credential',
      payload: { orderNo },
    });
    const maker = await member('maker3@lender.test', 'finance');
    const fileId = (await get(maker, '/proofs')).json().rows[0].fileId as number;
    // Every role's overpayment limit is 0 (schemas/tz/staff-limits.json): what is owed books at
    // once, the shilling above it waits.
    const approved = (await post(maker, `/proofs/${fileId}/approve`, { amount: owed + 1 })).json();
    expect(approved.waiting).toMatchObject({ amount: 1 });
    expect(await credit(await orderIdOf(orderNo))).toBe(0);
  }, 120_000);
});

describe('four eyes on a write-off', () => {
  /** A repaying loan of 600,000 booked straight into the journal (no borrower journey needed). */
  const bigLoan = () =>
    aBookedLoan(ctx.testDb.db, {
      amount: 600_000,
      now: ctx.t.clock.now(),
      order: { country: 'TZ', orderNo: 'TZBIG1' },
    });

  it('waits above the limit, then books under the maker and their reason, naming the checker', async () => {
    const order = await bigLoan();
    const maker = await member('maker4@lender.test', 'finance');
    const checker = await member('admin4@lender.test', 'admin');
    // 600,000 owed is above finance's write-off limit of 10,000 on one loan.
    const asked = await post(maker, `/orders/${order.orderNo}/write-off`, {
      reason: 'borrower died',
    });
    expect(asked.json()).toEqual({ waiting: { requestId: expect.any(Number), amount: 600_000 } });
    expect((await orderBalances(ctx.testDb.db, order.id)).has('expense:write-off')).toBe(false);
    const id = asked.json().waiting.requestId as number;
    const queue = (await get(checker, '/checks')).json().rows;
    expect(queue.find((r: { id: number }) => r.id === id).effect).toEqual([
      { account: 'expense:write-off', amount: 600_000 },
      { account: 'receivable:principal', amount: -600_000 },
    ]);
    const done = await post(checker, `/checks/${id}/approve`, { note: 'death certificate seen' });
    expect(done.json()).toMatchObject({ status: 'approved', writtenOff: 600_000 });
    const [entry] = await ctx.testDb.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.orderId, order.id), eq(journalEntries.kind, 'write-off')));
    expect(entry).toMatchObject({
      staffId: expect.any(Number),
      note: 'borrower died (checked by admin4@lender.test)',
    });
    expect(await journalTotal(ctx.testDb.db)).toBe(0);
  }, 120_000);

  it('books nothing when the loan closed meanwhile, and the request stays pending', async () => {
    const order = await aBookedLoan(ctx.testDb.db, {
      amount: 600_000,
      now: ctx.t.clock.now(),
      order: { country: 'TZ', orderNo: 'TZBIG2' },
    });
    const maker = await member('maker5@lender.test', 'finance');
    const checker = await member('admin5@lender.test', 'admin');
    const asked = await post(maker, `/orders/${order.orderNo}/write-off`, { reason: 'fled' });
    const id = asked.json().waiting.requestId as number;
    await ctx.testDb.db
      .update(loanOrders)
      .set({ status: ORDER_STATUS.finish })
      .where(eq(loanOrders.id, order.id));
    const late = await post(checker, `/checks/${id}/approve`, { note: 'seen' });
    expect([late.statusCode, late.json()]).toEqual([409, { error: 'nothingToBook' }]);
    const pending = (await get(checker, '/checks')).json().rows;
    expect(pending.find((r: { id: number }) => r.id === id)).toMatchObject({ status: 'pending' });
    expect((await orderBalances(ctx.testDb.db, order.id)).get('expense:write-off')).toBeUndefined();
  }, 120_000);
});
