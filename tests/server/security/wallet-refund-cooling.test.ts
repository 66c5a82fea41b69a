/**
 * A refund is a payout too: an overpayment credit cannot be sent to a wallet that just replaced
 * another until its cooling-off ends (docs/decisions/0022-new-wallet-cooling-off.md); the credit
 * is kept whole meanwhile and goes out once, to that wallet, after the wait.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentIntents } from '../../../src/server/db/schema';
import { journalTotal } from '../../../src/server/features/ledger/repo';
import { productOf } from '../../../src/server/features/products';
import { call, setUpTestApp } from '../helpers';
import { signedInStaff } from '../ops-console/staff-session';
import { api, bindWallet, codeOf, runJobs } from '../loan/steps';
import { creditAfterSettlement } from '../repay/credit-after-settlement';

const ctx = setUpTestApp({ dataDir: true });
const HOUR_MS = 3_600_000;

const settledWithCredit = (mobile: string) => creditAfterSettlement(ctx, mobile, 1_000);

const refunds = () =>
  ctx.testDb.db.select().from(paymentIntents).where(eq(paymentIntents.purpose, 'refund'));

describe('a refund to a wallet still cooling off', () => {
  it('is refused with the credit kept, then sent once to that wallet after the wait', async () => {
    const hours = productOf('TZ').newWalletCoolingOffHours;
    expect(hours).toBeGreaterThan(0);
    const { token, orderNo } = await settledWithCredit('0715300101');
    ctx.t.clock.advance(61_000);
    await bindWallet(ctx.t, token, '0755000999');

    const refused = await call(
      ctx.t.app,
      'repaymentCredit',
      { orderNo, choice: 'refund' },
      { token },
    );
    expect(codeOf(refused)).toBe(32014);
    expect(refused.json()).toMatchObject({ key: 'walletCoolingOff' });
    const kept = await api(ctx.t, 'repaymentReceipts', { orderNo }, token);
    expect(kept.credit).toEqual({ credit: 1_000, refunding: 0, refunded: 0, carried: 0 });
    expect(await refunds()).toEqual([]);

    ctx.t.clock.advance(hours * HOUR_MS);
    const refund = await api(ctx.t, 'repaymentCredit', { orderNo, choice: 'refund' }, token);
    expect(refund).toMatchObject({ credit: 0, refunding: 1_000 });
    for (let i = 0; i < 3; i++) {
      ctx.t.clock.advance(3 * 60_000);
      await runJobs(ctx.t, ctx.testDb);
    }
    const sent = await refunds();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ account: '+255755000999', amount: 1_000 });
    const after = await api(ctx.t, 'repaymentReceipts', { orderNo }, token);
    expect(after.credit).toEqual({ credit: 0, refunding: 0, refunded: 1_000, carried: 0 });
    expect(await journalTotal(ctx.testDb.db)).toBe(0);
  });

  it('refuses finance the same refund from the console, in words, until the wait ends', async () => {
    const { token, orderNo } = await settledWithCredit('0715300103');
    ctx.t.clock.advance(61_000);
    await bindWallet(ctx.t, token, '0755000997');
    const { session } = await signedInStaff(ctx, 'fin@lender.test', 'finance');
    const refund = () =>
      ctx.t.app.inject({
        method: 'POST',
        url: `/ops/api/orders/${orderNo}/refund`,
        headers: session.headers,
        payload: { reason: 'borrower called: paid twice' },
      });
    expect(await refunds()).toEqual([]);
    const refused = await refund();
    expect([refused.statusCode, refused.json()]).toEqual([409, { error: 'walletCoolingOff' }]);
    expect(await refunds()).toEqual([]);
  });

  it('lets the borrower carry the credit to the next loan meanwhile', async () => {
    const { token, orderNo } = await settledWithCredit('0715300102');
    ctx.t.clock.advance(61_000);
    await bindWallet(ctx.t, token, '0755000998');
    const carried = await api(ctx.t, 'repaymentCredit', { orderNo, choice: 'nextLoan' }, token);
    expect(carried).toMatchObject({ credit: 0, carried: 1_000 });
  });
});
