/**
 * A payout held while payouts are paused for the float (decision 0036): the live rails refuse to
 * send below the float's minimum; the borrower is told "delayed" once, and the same payment goes
 * out once the float allows.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanOrders } from '../../../src/server/db/schema';
import { insertIntent, submitIntent } from '../../../src/server/features/ledger/intents';
import { updateIntent } from '../../../src/server/features/ledger/intents-repo';
import { PayoutsPaused, type WalletRails } from '../../../src/server/providers/wallet';
import { runDueJobs } from '../../../src/server/jobs/run';
import { ORDER_STATUS } from '../../../src/shared/orders';
import { setUpTestApp, signIn } from '../helpers';
import { inLanguage, payoutSteps } from './payout-steps';
import { api, serverDeps } from './steps';

const ctx = setUpTestApp();
const { approvedOrder, payoutsOf, textsTo } = payoutSteps(ctx);

describe('a payout held while payouts are paused for the float', () => {
  it('is delayed on the screens and by SMS, and goes out once the float allows', async () => {
    const { user, order } = await approvedOrder('KE', 'en');
    const token = await signIn(ctx.t, user.mobile, 'login');
    const db = ctx.testDb.db;
    await db
      .update(loanOrders)
      .set({ status: ORDER_STATUS.lending })
      .where(eq(loanOrders.id, order.id));
    const now = ctx.t.clock.now();
    const intent = await insertIntent(
      db,
      {
        orderId: order.id,
        purpose: 'disburse',
        amount: order.quote!.disbursalAmount,
        account: user.mobile,
        provider: 'rails',
      },
      now,
    );
    // The live rails refuse to send below the float's minimum (providers/rails/live.ts).
    const sent: string[] = [];
    const rails = (paused: boolean): WalletRails => ({
      name: 'rails',
      payout(request) {
        if (paused) return Promise.reject(new PayoutsPaused('payouts paused: float below minimum'));
        sent.push(request.payOrderId);
        return Promise.resolve({ providerRef: `AG_${request.payOrderId}` });
      },
      collect: () => Promise.reject(new Error('no collections here')),
      query: () => Promise.resolve('notFound'),
      statement: () => Promise.resolve([]),
    });
    await submitIntent(db, rails(true), intent!, now);
    await updateIntent(db, intent!.id, { status: 'created' });
    await submitIntent(db, rails(true), { ...intent!, status: 'created' }, now + 1);
    await runDueJobs(serverDeps(ctx.t, ctx.testDb));
    expect(await payoutsOf(order.id)).toMatchObject([{ status: 'unknown', failure: 'float' }]);
    const latest = await api(ctx.t, 'loanOrderLatest', {}, token);
    expect(latest.order?.payout).toMatchObject({ status: 'delayed', cause: 'float' });
    // Told once, however often the sweep finds payouts still paused.
    const delayed = textsTo(user.mobile, 'payout.delayed');
    expect(delayed).toHaveLength(1);
    expect(inLanguage('en', 'payout.delayed', delayed[0])).toBe(true);

    // The sweep, once the float allows: the rail never heard of it, so it is sent, the same id.
    await updateIntent(db, intent!.id, { status: 'created' });
    await submitIntent(db, rails(false), { ...intent!, status: 'created' }, now + 2);
    expect(sent).toEqual([intent!.payOrderId]);
    expect(await payoutsOf(order.id)).toMatchObject([{ status: 'submitted', failure: null }]);
    const after = await api(ctx.t, 'loanOrderLatest', {}, token);
    expect(after.order?.payout).toBeUndefined();
  });
});
