/**
 * The referral queue: with a policy that refers the borderline case (a missed payment and one or
 * two overdue loans elsewhere), the application waits at "assessing" in the console's queue; staff
 * approve and the borrower takes the money as after an automatic approval, or reject with a reason
 * and a reapply date that the borrower's reject screen shows. Without the setting, nothing is
 * referred (the default product files).
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { loanOrders, staffAudit } from '../../../src/server/db/schema';
import { assess } from '../../../src/server/domain/assessment';
import { saveProfileForm } from '../../../src/server/features/profile/repo';
import { startOfBusinessDay } from '../../../src/shared/business-calendar';
import { setUpTestApp } from '../helpers';
import { api, borrowerAtConfirm, runJobs, signedQuote } from '../loan/steps';
import { signedInStaff } from './staff-session';

// A Tanzanian policy that refers the borderline case: a missed payment and one or two overdue
// loans elsewhere (three decline, as shipped).
vi.mock('../../../src/server/forms/dirs', () => {
  const schemas = mkdtempSync(join(tmpdir(), 'mkopo-referral-'));
  cpSync('schemas', schemas, { recursive: true });
  const file = join(schemas, 'tz', 'policy.json');
  const policy = JSON.parse(readFileSync(file, 'utf8')) as { knockOuts: unknown[] };
  policy.knockOuts.push({
    id: 'missedPaymentReferral',
    when: [
      { input: 'form.missedPayment', op: 'eq', value: true },
      { input: 'form.overdueLoansElsewhere', op: 'gte', value: 1 },
    ],
    outcome: 'refer',
    reason: 'missedPayment',
  });
  Object.assign(policy, { staffFourEyesAbove: 5_000 });
  writeFileSync(file, JSON.stringify(policy));
  return { SCHEMAS_DIR: schemas, LOCALES_DIR: resolve('locales') };
});

const ctx = setUpTestApp({ dataDir: true });
/** Each test walks a borrower through a loan: more than the default time on a busy machine. */
const JOURNEY_MS = 60_000;

/** A borrower who reports a missed payment and `overdue` loans elsewhere, submitted and assessed. */
async function assessed(mobile: string, overdue: string, amount = 5_000) {
  const { token, userId, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, mobile);
  await saveProfileForm(ctx.testDb.db, {
    userId,
    form: 'questionnaire',
    country: 'TZ',
    data: { q1: 'yes', q11: overdue },
    schemaHash: 'test',
    updatedAt: new Date(ctx.t.clock.now()),
  });
  await api(ctx.t, 'submit', await signedQuote(ctx.t, token, orderNo, amount), token);
  ctx.t.clock.advance(ctx.t.config.assessmentDelaySeconds * 1000);
  await runJobs(ctx.t, ctx.testDb);
  return { token, orderNo };
}

async function finance() {
  const { account, session } = await signedInStaff(ctx, 'credit@lender.test', 'finance');
  return { account, s: session };
}

const statusOf = async (orderNo: string) =>
  (await ctx.testDb.db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo)))[0]?.status;

describe('referral queue', () => {
  it(
    'never refers without the product setting',
    () => {
      const answers = { personal: undefined, questionnaire: { q1: 'yes', q11: '2' } };
      expect(assess(answers, Date.now(), 'TZ')).toEqual({ approved: true });
      expect(assess(answers, Date.now(), 'TZ', { referFromOverdueLoans: 2 })).toMatchObject({
        referred: true,
      });
      expect(assess(answers, Date.now(), 'TZ', { referFromOverdueLoans: 3 })).toEqual({
        approved: true,
      });
    },
    JOURNEY_MS,
  );

  it(
    'lists a referred application, and staff approval lets the borrower take the money',
    async () => {
      const { token, orderNo } = await assessed('0715700001', '1');
      // Still "assessing" for the borrower; decided by no rule however often the job runs.
      ctx.t.clock.advance(3_600_000);
      await runJobs(ctx.t, ctx.testDb);
      expect((await api(ctx.t, 'loanOrderLatest', {}, token)).order?.status).toBe(1);
      const { account, s } = await finance();
      const list = await ctx.t.app.inject({ url: '/ops/api/referrals', headers: s.headers });
      expect(list.json()).toMatchObject({
        more: false,
        rows: [{ orderNo, missedPayment: 'yes', overdueElsewhere: '1', amount: 5_000 }],
      });

      const approve = () =>
        ctx.t.app.inject({
          method: 'POST',
          url: `/ops/api/referrals/${orderNo}/approve`,
          headers: s.headers,
          payload: { reason: 'Payslip seen; the overdue loan is a dispute with its lender' },
        });
      expect((await approve()).json()).toEqual({ orderNo, status: 18 });
      const again = await approve();
      expect([again.statusCode, again.json()]).toEqual([409, { error: 'notReferred' }]);
      expect(
        (await ctx.t.app.inject({ url: '/ops/api/referrals', headers: s.headers })).json(),
      ).toMatchObject({ rows: [] });

      // The borrower's normal approved path: get the money, the rail pays it out.
      await api(ctx.t, 'getMoney', { orderNo }, token);
      for (let i = 0; i < 2; i++) {
        ctx.t.clock.advance(3 * 60_000);
        await runJobs(ctx.t, ctx.testDb);
      }
      expect(await statusOf(orderNo)).toBe(2);
      const audit = await ctx.testDb.db
        .select()
        .from(staffAudit)
        .where(
          and(eq(staffAudit.target, `order:${orderNo}`), eq(staffAudit.action, 'referral.approve')),
        );
      expect(audit.map((r) => r.staffId)).toEqual([account.id]);
    },
    JOURNEY_MS,
  );

  it(
    'staff rejection gives the borrower the reapply date staff chose',
    async () => {
      const { token, orderNo } = await assessed('0715700002', '2');
      const { s } = await finance();
      const reject = (payload: Record<string, string>) =>
        ctx.t.app.inject({
          method: 'POST',
          url: `/ops/api/referrals/${orderNo}/reject`,
          headers: s.headers,
          payload,
        });
      expect((await reject({ reason: 'x', reapplyOn: '2026-02-30' })).json()).toEqual({
        error: 'badInput',
      });
      expect((await reject({ reason: ' ', reapplyOn: '2030-01-10' })).json()).toEqual({
        error: 'badInput',
      });
      const res = await reject({
        reason: 'recent default at another lender',
        reapplyOn: '2030-01-10',
      });
      expect(res.json()).toEqual({ orderNo, status: 9 });
      const advice = await api(ctx.t, 'isRejectRecommendation', {}, token);
      expect(advice).toMatchObject({ show: true });
      expect(advice.reapplyAt).toBe(
        startOfBusinessDay(Date.UTC(2030, 0, 10) / 86_400_000, 'TZ') / 1000,
      );
      const [row] = await ctx.testDb.db
        .select()
        .from(staffAudit)
        .where(
          and(eq(staffAudit.target, `order:${orderNo}`), eq(staffAudit.action, 'referral.reject')),
        );
      expect(row?.detail).toEqual({
        reason: 'recent default at another lender',
        reapplyOn: '2030-01-10',
      });
    },
    JOURNEY_MS,
  );

  it(
    'still declines three overdue loans and approves a clean record without a person',
    async () => {
      const declined = await assessed('0715700003', '3');
      expect(await statusOf(declined.orderNo)).toBe(9);
      const clean = await assessed('0715700004', '0');
      expect(await statusOf(clean.orderNo)).toBe(18);
    },
    JOURNEY_MS,
  );

  it(
    'approves above the policy amount only with two members, each with a reason, audited',
    async () => {
      const { orderNo } = await assessed('0715700005', '1', 10_000);
      const first = await finance();
      const second = await signedInStaff(ctx, 'second@lender.test', 'admin');
      const approve = (headers: Record<string, string>, payload: object) =>
        ctx.t.app.inject({
          method: 'POST',
          url: `/ops/api/referrals/${orderNo}/approve`,
          headers,
          payload,
        });
      expect((await approve(first.s.headers, {})).statusCode).toBe(400);
      expect((await approve(first.s.headers, { reason: 'Payslip seen' })).json()).toEqual({
        orderNo,
        status: 1,
      });
      expect((await approve(first.s.headers, { reason: 'Again' })).json()).toEqual({
        error: 'ownRequest',
      });
      expect(await statusOf(orderNo)).toBe(1);
      const done = await approve(second.session.headers, { reason: 'Employer confirmed' });
      expect(done.json()).toEqual({ orderNo, status: 18 });
      const actions = await ctx.testDb.db
        .select()
        .from(staffAudit)
        .where(eq(staffAudit.target, `order:${orderNo}`));
      expect(actions.map((a) => [a.action, a.staffId, a.detail])).toEqual([
        ['referral.approve.first', first.account.id, { reason: 'Payslip seen' }],
        ['referral.approve', second.account.id, { reason: 'Employer confirmed' }],
      ]);
      const shown = await ctx.t.app.inject({
        url: `/ops/api/orders/${orderNo}/decisions`,
        headers: second.session.headers,
      });
      const decisions = (shown.json() as { decisions: Record<string, unknown>[] }).decisions;
      expect(decisions.map((d) => [d.decidedBy, d.outcome, d.staffReason])).toEqual([
        [`staff:${second.account.id}`, 'approve', 'Employer confirmed'],
        [`staff:${first.account.id}`, 'approve', 'Payslip seen'],
        ['policy', 'refer', null],
      ]);
    },
    JOURNEY_MS,
  );
});
