/** Home data (docs/product.md §7 /portal/homepage/data): the visitor's range, a borrower's limit and open order. */
import { describe, expect, it } from 'vitest';
import { loanOrders } from '../../../src/server/db/schema';
import { call, setUpTestApp, signIn } from '../helpers';

const ctx = setUpTestApp({ perTest: false });

interface Home {
  currency: string;
  maxAmount: number;
  order?: { orderNo: string; status: number };
}

async function home(token?: string): Promise<Home> {
  const res = await call(ctx.t.app, 'homepageData', {}, token ? { token } : {});
  expect(res.json().code, res.body).toBe(0);
  return (res.json() as { data: Home }).data;
}

describe('GET /portal/homepage/data', () => {
  it('shows a visitor, and a stale token, the first rung of the default country', async () => {
    expect(await home()).toEqual({ currency: 'TZS', minAmount: 1000, maxAmount: 60000 });
    expect(await home('not-a-token')).toMatchObject({ maxAmount: 60000 });
    expect((await home('not-a-token')).order).toBeUndefined();
  });

  it('shows a borrower their open order, then the next rung once a loan is repaid on time', async () => {
    const token = await signIn(ctx.t, '0754000666');
    expect((await home(token)).order).toBeUndefined();
    const applied = await call(
      ctx.t.app,
      'loanOrderApplyMarket',
      { productId: 'TZ-CASH' },
      { token },
    );
    const { orderNo } = (applied.json() as { data: { orderNo: string } }).data;
    expect((await home(token)).order).toMatchObject({ orderNo });

    await ctx.testDb.db.update(loanOrders).set({ status: 4, onTime: 1, countsForLimit: 1 });
    const after = await home(token);
    expect(after.order).toBeUndefined();
    expect(after.maxAmount).toBe(150000);
  });

  it('follows the borrower’s country, not the server default', async () => {
    const token = await signIn(ctx.t, '+254712000777');
    expect(await home(token)).toMatchObject({ currency: 'KSh' });
  });
});
