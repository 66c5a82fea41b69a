/**
 * A loan keeps the terms it was signed on: the product file is edited while the server runs
 * (operations by data), so the penalty a loan accrues past its due date must be the one in its
 * agreement, not today's file. Checked against the journal.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanOrders } from '../../../src/server/db/schema';
import { orderBalances } from '../../../src/server/features/ledger/repo';
import { productOf, termsOf } from '../../../src/server/features/products';
import { setUpTestApp } from '../helpers';
import { api, borrowerAtConfirm, relogin, submitAndDisburse } from './steps';

const ctx = setUpTestApp({ dataDir: true });
const DAY = 86_400_000;

async function storedOrder(orderNo: string) {
  const [row] = await ctx.testDb.db
    .select()
    .from(loanOrders)
    .where(eq(loanOrders.orderNo, orderNo));
  if (!row?.quote) throw new Error('order not submitted');
  return { ...row, quote: row.quote };
}

describe('the terms a loan is signed on', () => {
  it('are kept with the order at submit and govern its penalty afterwards', async () => {
    const mobile = '0712000031';
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, mobile);
    await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 60_000);
    const signed = await storedOrder(orderNo);
    expect(signed.quote.terms).toEqual(termsOf(productOf('TZ')));

    // The loan was signed at 1 %/day of penalty where today's file says 2 %/day.
    expect(productOf('TZ').penaltyBpPerDay).toBe(200);
    const terms = { ...termsOf(productOf('TZ')), penaltyBpPerDay: 100 };
    await ctx.testDb.db
      .update(loanOrders)
      .set({ quote: { ...signed.quote, terms } })
      .where(eq(loanOrders.id, signed.id));

    ctx.t.clock.advance(94 * DAY); // 3 days past a 91-day term
    const again = await relogin(ctx.t, mobile);
    const detail = await api(ctx.t, 'repaymentDetail', { orderNo }, again);
    const books = await orderBalances(ctx.testDb.db, signed.id);
    const penalty = books.get('receivable:penalty') ?? 0;
    // 1 % of the 60,000 principal for each overdue day, not 2 %.
    expect(penalty).toBe(3 * 600);
    expect(detail.amountDue).toBe(
      (books.get('receivable:principal') ?? 0) + (books.get('receivable:interest') ?? 0) + penalty,
    );
  });
});
