/**
 * A payment plan end to end: a collector proposes instalments for an overdue loan, the
 * proposer may not approve it (refused and audited), a colleague does; the borrower reads the
 * plan's key facts and accepts them (twice books once), which books a balanced restructure entry
 * that changes no balance, moves the due date to the first instalment and pauses the penalty. A
 * paid instalment moves the due date on; a missed one breaks the plan and the loan is back in the
 * collections queue. An approved plan not accepted in time expires; a loan on a plan takes no
 * rollover; a plan paid in full is kept and accrual runs again.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  journalEntries,
  loanOrders,
  paymentPlans,
  staffAudit,
} from '../../../src/server/db/schema';
import { businessDateText, businessDay } from '../../../src/server/domain/business-date';
import { orderOwed } from '../../../src/server/features/ledger/repo';
import { codes } from '../../../src/shared/contract/codes';
import { call, setUpTestApp } from '../helpers';
import {
  api,
  borrowerAtConfirm,
  codeOf,
  pay,
  relogin,
  runJobs,
  submitAndDisburse,
} from '../loan/steps';
import { signedInStaff, staffLogin } from './staff-session';

const ctx = setUpTestApp();
const DAY = 86_400_000;
const MOBILE = '0712000035';

const staffOf = async (email: string, role: string) => {
  const { account, session } = await signedInStaff(ctx, email, role);
  let { headers } = session;
  const get = (url: string) => ctx.t.app.inject({ method: 'GET', url: `/ops/api${url}`, headers });
  const post = (url: string, payload: Record<string, unknown>) =>
    ctx.t.app.inject({ method: 'POST', url: `/ops/api${url}`, headers, payload });
  /** Signs in anew after the clock passed the session's life. */
  const again = async () => {
    ({ headers } = await staffLogin(ctx.t.app, ctx.t.clock.now, account));
  };
  return { id: account.id, get, post, again };
};

const today = () => businessDay(ctx.t.clock.now(), 'TZ');
const dateIn = (days: number) => businessDateText(today() + days);

async function overdueLoan() {
  const { t, testDb } = ctx;
  const { token, orderNo } = await borrowerAtConfirm(t, testDb, MOBILE);
  await submitAndDisburse(t, testDb, token, orderNo, 10_000);
  t.clock.advance(101 * DAY); // ten days past the 91-day due date
  await runJobs(t, testDb);
  const [order] = await testDb.db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo));
  return { orderNo, orderId: order!.id, token: await relogin(t, MOBILE) };
}

const audited = async (action: string) =>
  (await ctx.testDb.db.select().from(staffAudit).where(eq(staffAudit.action, action))).map(
    (r) => r.detail,
  );

const owedOf = async (orderId: number) => {
  const o = await orderOwed(ctx.testDb.db, orderId);
  return o.penalty + o.fee + o.interest + o.principal;
};

const orderRow = async (orderId: number) =>
  (await ctx.testDb.db.select().from(loanOrders).where(eq(loanOrders.id, orderId)))[0]!;

/** Moves the clock to the morning after a due date (epoch seconds, end of that day) and runs. */
async function dayAfter(dueDate: number) {
  ctx.t.clock.advance(dueDate * 1000 + 6 * 3_600_000 - ctx.t.clock.now());
  await runJobs(ctx.t, ctx.testDb);
}

// Each walks a loan from sign-up to months of jobs: over 20 s on a loaded CI machine.
describe('a payment plan', { timeout: 90_000 }, () => {
  it('is proposed, approved by a second person, accepted by the borrower and booked', async () => {
    const { t, testDb } = ctx;
    const loan = await overdueLoan();
    const amina = await staffOf('amina@lender.test', 'collections');
    const baraka = await staffOf('baraka@lender.test', 'collections');
    const support = await staffOf('care@lender.test', 'support');
    const url = `/collections/loans/${loan.orderNo}/plans`;
    const ask = { kind: 'instalments', count: 3, firstDate: dateIn(2), reason: 'lost her job' };

    expect((await support.post(url, ask)).statusCode).toBe(403);
    expect((await amina.post(url, { ...ask, count: 7 })).json()).toEqual({ error: 'planCount' });
    const yesterday = { ...ask, firstDate: dateIn(-1) };
    expect((await amina.post(url, yesterday)).json()).toEqual({ error: 'planFirstDay' });
    expect((await amina.post(url, { ...ask, firstDate: dateIn(80) })).json()).toEqual({
      error: 'planTooLong',
    });
    const proposed = await amina.post(url, ask);
    expect(proposed.statusCode, proposed.body).toBe(200);
    const plan = proposed.json() as { id: number; total: number; instalments: unknown[] };
    expect(plan.total).toBe(await owedOf(loan.orderId));
    expect(plan.instalments).toHaveLength(3);
    expect((await amina.post(url, ask)).json()).toEqual({ error: 'planOpen' });

    // Nothing for the borrower before a second person approves.
    expect(await api(t, 'paymentPlan', { orderNo: loan.orderNo }, loan.token)).toEqual({});
    const own = await amina.post(`/collections/plans/${plan.id}/approve`, {});
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ error: 'ownProposal' });
    expect(await audited('plan.refused')).toEqual([{ reason: 'ownProposal' }]);
    const waiting = (await baraka.get('/collections/plans?status=proposed')).json().rows;
    expect(waiting).toMatchObject([{ id: plan.id, proposedBy: { email: 'amina@lender.test' } }]);
    const approved = await baraka.post(`/collections/plans/${plan.id}/approve`, { note: 'ok' });
    expect(approved.json()).toEqual({ id: plan.id, status: 'approved' });
    expect(await audited('plan.approve')).toMatchObject([{ planId: plan.id, note: 'ok' }]);
    const again = await baraka.post(`/collections/plans/${plan.id}/approve`, {});
    expect(again.json()).toEqual({ error: 'planNotPending' });
    // The database holds four eyes too: no write makes the proposer the approver.
    const selfApproved = testDb.db
      .update(paymentPlans)
      .set({ approvedBy: amina.id })
      .where(eq(paymentPlans.id, plan.id));
    await expect(selfApproved).rejects.toThrow();

    // The borrower reads the key facts: what is owed today, over the approved dates, no more.
    const detail = await api(t, 'repaymentDetail', { orderNo: loan.orderNo }, loan.token);
    const offered = (await api(t, 'paymentPlan', { orderNo: loan.orderNo }, loan.token)).plan!;
    expect(offered).toMatchObject({ id: plan.id, status: 'approved', currency: 'TZS' });
    expect(offered.total).toBe(detail.amountDue);
    // The Repayment details screen reads the same plan with the loan.
    expect(detail.paymentPlan).toEqual(offered);
    expect(offered.instalments.reduce((s, i) => s + i.amount, 0)).toBe(offered.total);

    const stale = await call(
      t.app,
      'paymentPlanAccept',
      { orderNo: loan.orderNo, planId: plan.id, total: offered.total - 1 },
      { token: loan.token },
    );
    expect(codeOf(stale)).toBe(codes.planChanged.code);
    const notMine = await call(
      t.app,
      'paymentPlanAccept',
      { orderNo: 'NO-SUCH-ORDER', planId: plan.id, total: offered.total },
      { token: loan.token },
    );
    expect(codeOf(notMine)).toBe(codes.orderNotFound.code);

    const before = await orderOwed(testDb.db, loan.orderId);
    const accept = { orderNo: loan.orderNo, planId: plan.id, total: offered.total };
    const accepted = await api(t, 'paymentPlanAccept', accept, loan.token);
    expect(accepted).toMatchObject({ status: 'active', total: offered.total });
    expect(await api(t, 'paymentPlanAccept', accept, loan.token)).toEqual(accepted);

    // Booked once: a balanced entry that leaves every balance as it was.
    const entries = await testDb.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.orderId, loan.orderId), eq(journalEntries.kind, 'restructure')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ staffId: amina.id, note: `payment plan ${plan.id}` });
    expect(await orderOwed(testDb.db, loan.orderId)).toEqual(before);
    const first = accepted.instalments[0]!;
    const after = await api(t, 'repaymentDetail', { orderNo: loan.orderNo }, loan.token);
    expect(after.dueDate).toBe(first.dueDate);
    expect(after.overdueDays).toBe(0);
    expect(after.paymentPlan).toEqual(accepted);

    // Paused: a day passes and nothing accrues.
    t.clock.advance(DAY);
    await runJobs(t, testDb);
    expect(await owedOf(loan.orderId)).toBe(offered.total);
    const [row] = await testDb.db.select().from(paymentPlans);
    expect(row?.status).toBe('active');
  });

  it('moves the due date on when an instalment is paid; a missed one sends the loan back', async () => {
    const { t, testDb } = ctx;
    const loan = await overdueLoan();
    const amina = await staffOf('amina@lender.test', 'collections');
    const finance = await staffOf('fin@lender.test', 'finance');
    const ask = { kind: 'instalments', count: 2, firstDate: dateIn(1), reason: 'sick leave' };
    const plan = (await amina.post(`/collections/loans/${loan.orderNo}/plans`, ask)).json();
    expect((await finance.post(`/collections/plans/${plan.id}/approve`, {})).statusCode).toBe(200);
    const offered = (await api(t, 'paymentPlan', { orderNo: loan.orderNo }, loan.token)).plan!;
    const accept = { orderNo: loan.orderNo, planId: plan.id, total: offered.total };
    const accepted = await api(t, 'paymentPlanAccept', accept, loan.token);
    const [first, second] = accepted.instalments;

    await pay(t, loan.token, loan.orderNo, 'repay', first!.amount);
    await dayAfter(first!.dueDate);
    const kept = await orderRow(loan.orderId);
    expect(businessDateText(kept.dueDay!)).toBe(
      businessDateText(businessDay(second!.dueDate * 1000, 'TZ')),
    );
    expect((await testDb.db.select().from(paymentPlans))[0]?.status).toBe('active');
    expect(await owedOf(loan.orderId)).toBe(second!.amount);

    // The second instalment is missed: broken at the next run, penalty again, back in the queue.
    await dayAfter(second!.dueDate);
    expect((await testDb.db.select().from(paymentPlans))[0]?.status).toBe('broken');
    t.clock.advance(DAY);
    await runJobs(t, testDb);
    expect(await owedOf(loan.orderId)).toBeGreaterThan(second!.amount);
    const lead = await staffOf('lead@lender.test', 'admin');
    const queue = (await lead.get('/collections/queue?country=TZ')).json() as {
      rows: { orderNo: string; daysPastDue: number }[];
    };
    // Filed by yesterday's close one day late; the queue counts to today as the loan's summary.
    expect(queue.rows).toMatchObject([{ orderNo: loan.orderNo, daysPastDue: 2 }]);
  });

  it('expires unaccepted; a due-date move takes no rollover and is kept when paid', async () => {
    const { t, testDb } = ctx;
    const { token: first, orderNo } = await borrowerAtConfirm(t, testDb, MOBILE);
    await submitAndDisburse(t, testDb, first, orderNo, 10_000);
    t.clock.advance(70 * DAY); // three weeks before the due date: still being repaid
    // Staff work on; the borrower signs in again only after the first plan expired.
    const amina = await staffOf('amina@lender.test', 'collections');
    const baraka = await staffOf('baraka@lender.test', 'collections');
    const url = `/collections/loans/${orderNo}/plans`;
    const move = { kind: 'dueDateMove', firstDate: dateIn(30), reason: 'harvest comes late' };
    const unaccepted = (await amina.post(url, move)).json();
    await baraka.post(`/collections/plans/${unaccepted.id}/approve`, {});
    t.clock.advance(8 * DAY);
    await runJobs(t, testDb);
    const statuses = async () =>
      (await testDb.db.select().from(paymentPlans).orderBy(paymentPlans.id)).map((p) => p.status);
    expect(await statuses()).toEqual(['expired']);
    const again = await relogin(t, MOBILE);
    expect(await api(t, 'paymentPlan', { orderNo }, again)).toEqual({});
    await amina.again();
    await baraka.again();

    const proposed = (await amina.post(url, { ...move, firstDate: dateIn(30) })).json();
    const [order] = await testDb.db
      .select()
      .from(loanOrders)
      .where(eq(loanOrders.orderNo, orderNo));
    expect(proposed.instalments).toEqual([{ date: dateIn(30), amount: await owedOf(order!.id) }]);
    await baraka.post(`/collections/plans/${proposed.id}/approve`, {});
    const offered = (await api(t, 'paymentPlan', { orderNo }, again)).plan!;
    expect(offered).toMatchObject({ kind: 'dueDateMove', instalments: [{}] });
    const accept = { orderNo, planId: proposed.id, total: offered.total };
    await api(t, 'paymentPlanAccept', accept, again);
    const detail = await api(t, 'repaymentDetail', { orderNo }, again);
    expect(detail.canExtend).toBe(false);
    const rollover = await call(t.app, 'getExtensionData', { orderNo }, { token: again });
    expect(codeOf(rollover)).toBe(codes.extensionUnavailable.code);

    await pay(t, again, orderNo, 'repay', offered.total);
    t.clock.advance(DAY);
    await runJobs(t, testDb);
    expect(await statuses()).toEqual(['expired', 'kept']);
    expect((await orderRow(order!.id)).accrual?.paused).toBe(false);
  });
});
