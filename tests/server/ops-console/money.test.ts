/**
 * Finance's money operations through the console: a write-off moves everything receivable to the
 * loss account once, closes the loan and leaves the borrower nothing to pay; a refund of an
 * overpayment goes to the borrower's wallet through the sandbox rail once. Each names the staff
 * member and the reason on the journal entry and in the audit log.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalEntries, loanOrders, staffAudit } from '../../../src/server/db/schema';
import { journalTotal, orderBalances, orderOwed } from '../../../src/server/features/ledger/repo';
import { setUpTestApp } from '../helpers';
import {
  api,
  borrowerAtConfirm,
  pay,
  relogin,
  runJobs,
  signedQuote,
  submitAndDisburse,
} from '../loan/steps';
import { signedInStaff } from './staff-session';
import { creditAfterSettlement } from '../repay/credit-after-settlement';

const ctx = setUpTestApp({ dataDir: true });
/** Each test walks a borrower through a loan: more than the default time on a busy machine. */
const JOURNEY_MS = 60_000;
const DAY = 86_400_000;

const finance = () => signedInStaff(ctx, 'fin@lender.test', 'finance');

const orderOf = async (orderNo: string) =>
  (await ctx.testDb.db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo)))[0]!;

const auditOf = (action: string, orderNo: string) =>
  ctx.testDb.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, action), eq(staffAudit.target, `order:${orderNo}`)));

describe('console money operations', () => {
  it(
    'writes an overdue loan off once: balanced, closed, nothing left to pay, audited',
    async () => {
      const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0715600001');
      await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 20_000);
      // Most of it repaid: what is left is within finance's write-off limit alone (TZS 5,000).
      await pay(ctx.t, token, orderNo, 'repay', 17_000);
      ctx.t.clock.advance(100 * DAY);
      const { account, session } = await finance();
      const writeOff = (reason: string) =>
        ctx.t.app.inject({
          method: 'POST',
          url: `/ops/api/orders/${orderNo}/write-off`,
          headers: session.headers,
          payload: { reason },
        });

      expect((await writeOff('  ')).json()).toEqual({ error: 'badInput' });
      const res = await writeOff('borrower deceased, estate has no assets');
      expect(res.statusCode, res.body).toBe(200);
      const order = await orderOf(orderNo);
      const owedBefore = (await orderBalances(ctx.testDb.db, order.id)).get('expense:write-off');
      // Interest and penalty were accrued through today before the receivables moved.
      expect(res.json()).toEqual({ writtenOff: owedBefore, repeated: false });
      expect(owedBefore).toBeGreaterThan(2_500);
      expect(owedBefore).toBeLessThanOrEqual(5_000);
      expect(await orderOwed(ctx.testDb.db, order.id)).toEqual({
        penalty: 0,
        fee: 0,
        interest: 0,
        principal: 0,
      });
      expect(order).toMatchObject({ status: 4, onTime: 0 });
      const [entry] = await ctx.testDb.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.idemKey, `write-off:${orderNo}`));
      expect(entry).toMatchObject({
        kind: 'write-off',
        staffId: account.id,
        note: 'borrower deceased, estate has no assets',
      });

      // A repeat books nothing and says so.
      expect((await writeOff('again')).json()).toEqual({ writtenOff: owedBefore, repeated: true });
      const entries = await ctx.testDb.db
        .select()
        .from(journalEntries)
        .where(and(eq(journalEntries.orderId, order.id), eq(journalEntries.kind, 'write-off')));
      expect(entries).toHaveLength(1);
      expect(await journalTotal(ctx.testDb.db)).toBe(0);

      // The borrower: a closed loan with nothing to pay and the money they did pay still shown.
      const again = await relogin(ctx.t, '0715600001');
      const detail = await api(ctx.t, 'repaymentDetail', { orderNo }, again);
      expect(detail).toMatchObject({ status: 4, amountDue: 0, amountRepaid: 17_000 });
      // Days later nothing accrues on it any more.
      ctx.t.clock.advance(10 * DAY);
      await runJobs(ctx.t, ctx.testDb);
      expect((await api(ctx.t, 'repaymentDetail', { orderNo }, again)).amountDue).toBe(0);

      // The lender lends to them no more: the next application is declined at assessment.
      const next = await api(ctx.t, 'loanOrderApplyMarketAgain', { productId: 'TZ-CASH' }, again);
      expect(next.status).toBe(14);
      await api(ctx.t, 'submit', await signedQuote(ctx.t, again, next.orderNo, 5_000), again);
      ctx.t.clock.advance(ctx.t.config.assessmentDelaySeconds * 1000);
      await runJobs(ctx.t, ctx.testDb);
      expect(await orderOf(next.orderNo)).toMatchObject({ status: 9 });
      expect((await api(ctx.t, 'isRejectRecommendation', {}, again)).show).toBe(true);

      const rows = await auditOf('writeoff.post', orderNo);
      expect(rows.map((r) => [r.staffId, r.detail])).toEqual([
        [
          account.id,
          {
            amount: owedBefore,
            reason: 'borrower deceased, estate has no assets',
            repeated: false,
          },
        ],
        [account.id, { amount: owedBefore, reason: 'again', repeated: true }],
      ]);
    },
    JOURNEY_MS,
  );

  it(
    'refuses to write off a loan that is not being repaid, or an unknown one',
    async () => {
      const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0715600002');
      await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 5_000);
      await pay(ctx.t, token, orderNo, 'repay', 5_000);
      const { session } = await finance();
      const send = (no: string) =>
        ctx.t.app.inject({
          method: 'POST',
          url: `/ops/api/orders/${no}/write-off`,
          headers: session.headers,
          payload: { reason: 'test' },
        });
      const repaid = await send(orderNo);
      expect([repaid.statusCode, repaid.json()]).toEqual([409, { error: 'notOpen' }]);
      const unknown = await send('TZNOSUCH');
      expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: 'notFound' }]);
    },
    JOURNEY_MS,
  );

  it(
    'refunds an overpayment to the wallet through the rail once, with the reason',
    async () => {
      // A 1,500 order left open while the loan was repaid, reported paid afterwards: credit.
      const { token, orderNo } = await creditAfterSettlement(ctx, '0715600003', 1_500);
      const { account, session } = await finance();
      const refund = () =>
        ctx.t.app.inject({
          method: 'POST',
          url: `/ops/api/orders/${orderNo}/refund`,
          headers: session.headers,
          payload: { reason: 'borrower called: paid twice' },
        });

      const first = await refund();
      expect([first.statusCode, first.json()]).toEqual([200, { refunded: 1_500 }]);
      const again = await refund();
      expect([again.statusCode, again.json()]).toEqual([409, { error: 'noCredit' }]);
      for (let i = 0; i < 3; i++) {
        ctx.t.clock.advance(3 * 60_000);
        await runJobs(ctx.t, ctx.testDb);
      }
      // The borrower sees it returned, as after their own "Refund to my wallet".
      const receipts = await api(ctx.t, 'repaymentReceipts', { orderNo }, token);
      expect(receipts.credit).toEqual({ credit: 0, refunding: 0, refunded: 1_500, carried: 0 });
      const order = await orderOf(orderNo);
      const [entry] = await ctx.testDb.db
        .select()
        .from(journalEntries)
        .where(and(eq(journalEntries.orderId, order.id), eq(journalEntries.kind, 'refund')));
      expect(entry).toMatchObject({ staffId: account.id, note: 'borrower called: paid twice' });
      expect(await journalTotal(ctx.testDb.db)).toBe(0);
      const rows = await auditOf('refund.post', orderNo);
      expect(rows.map((r) => r.detail)).toEqual([
        { amount: 1_500, reason: 'borrower called: paid twice' },
      ]);
    },
    JOURNEY_MS,
  );
});
