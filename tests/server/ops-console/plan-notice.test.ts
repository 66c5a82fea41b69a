/**
 * The SMS that tells a borrower a payment plan waits for them: sent once, when a second
 * member of staff approves the plan, in the borrower's language, with the last day to accept it
 * that the app shows; none for a declined plan, none for a loan paid off before the approval, and
 * none to a borrower flagged not to be contacted, whose plan still waits in the app.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanOrders } from '../../../src/server/db/schema';
import {
  borrowerDateText,
  businessDateText,
  businessDay,
} from '../../../src/server/domain/business-date';
import { setUpTestApp } from '../helpers';
import { api, borrowerAtConfirm, pay, relogin, runJobs, submitAndDisburse } from '../loan/steps';
import { signedInStaff } from './staff-session';

const ctx = setUpTestApp();
const DAY = 86_400_000;
const MOBILE = '0712000036';
const E164 = '+255712000036';

async function staffOf(email: string) {
  const { session } = await signedInStaff(ctx, email, 'collections');
  return (url: string, payload: Record<string, unknown>) =>
    ctx.t.app.inject({ method: 'POST', url: `/ops/api${url}`, headers: session.headers, payload });
}

/** An overdue loan, a plan for it proposed by one collector; the other decides it. */
async function proposedPlan() {
  const { t, testDb } = ctx;
  const { token, orderNo } = await borrowerAtConfirm(t, testDb, MOBILE);
  await submitAndDisburse(t, testDb, token, orderNo, 10_000);
  t.clock.advance(101 * DAY);
  await runJobs(t, testDb);
  const [order] = await testDb.db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo));
  const amina = await staffOf('amina@lender.test');
  const baraka = await staffOf('baraka@lender.test');
  const firstDate = businessDateText(businessDay(t.clock.now(), 'TZ') + 7);
  const ask = { kind: 'instalments', count: 3, firstDate, reason: 'lost a harvest' };
  const plan = (await amina(`/collections/loans/${orderNo}/plans`, ask)).json() as {
    id: number;
  };
  return { orderNo, userId: order!.userId, planId: plan.id, amina, baraka };
}

const planTexts = () =>
  ctx.t.sms.recentTexts().filter((m) => m.mobile === E164 && m.template === 'plan.waiting');

// Each walks a loan from sign-up to overdue: over 20 s on a loaded CI machine.
describe('the plan notice', { timeout: 90_000 }, () => {
  it('tells the borrower once, on approval, the last day the app accepts the plan', async () => {
    const { orderNo, planId, baraka } = await proposedPlan();
    expect(planTexts()).toEqual([]);
    expect((await baraka(`/collections/plans/${planId}/approve`, {})).statusCode).toBe(200);
    expect((await baraka(`/collections/plans/${planId}/approve`, {})).statusCode).toBe(409);

    const token = await relogin(ctx.t, MOBILE);
    const { plan } = await api(ctx.t, 'paymentPlan', { orderNo }, token);
    const acceptBy = borrowerDateText(businessDay(plan!.acceptBy! * 1000, 'TZ'));
    const texts = planTexts();
    expect(texts).toHaveLength(1);
    // A Tanzanian borrower reads Kiswahili unless they chose otherwise; no amount is named.
    expect(texts[0]!.text).toContain(orderNo);
    expect(texts[0]!.text).toContain(`hadi tarehe ${acceptBy}`);
    expect(texts[0]!.text).not.toMatch(/TZS/);
  });

  it('is not sent for a declined plan', async () => {
    const { planId, baraka } = await proposedPlan();
    const declined = await baraka(`/collections/plans/${planId}/decline`, { note: 'no income' });
    expect(declined.statusCode).toBe(200);
    expect(planTexts()).toEqual([]);
  });

  it('is not sent for a loan paid off before the approval, which the app shows no plan for', async () => {
    const { orderNo, planId, baraka } = await proposedPlan();
    const token = await relogin(ctx.t, MOBILE);
    const { amountDue } = await api(ctx.t, 'repaymentDetail', { orderNo }, token);
    await pay(ctx.t, token, orderNo, 'repay', amountDue);
    await runJobs(ctx.t, ctx.testDb);
    expect((await baraka(`/collections/plans/${planId}/approve`, {})).statusCode).toBe(200);
    expect(planTexts()).toEqual([]);
    expect(await api(ctx.t, 'paymentPlan', { orderNo }, token)).toEqual({});
  });

  it('is not sent to a borrower flagged not to be contacted, whose plan still waits', async () => {
    const { orderNo, userId, planId, amina, baraka } = await proposedPlan();
    const flag = await amina(`/borrowers/${userId}/flags`, {
      kind: 'doNotContact',
      reason: 'asked in writing',
    });
    expect(flag.statusCode, flag.body).toBe(200);
    expect((await baraka(`/collections/plans/${planId}/approve`, {})).statusCode).toBe(200);
    expect(planTexts()).toEqual([]);
    const token = await relogin(ctx.t, MOBILE);
    const { plan } = await api(ctx.t, 'paymentPlan', { orderNo }, token);
    expect(plan).toMatchObject({ id: planId, status: 'approved' });
  });
});
