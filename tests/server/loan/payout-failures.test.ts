/**
 * A payout that fails is told truly (decision 0036), over the real app and its job runner with the
 * sandbox rail: a failure of the lender's side (float, rail) is sent again by the lender under a
 * new payment order, the order stays lending and its screens say "delayed, nothing to do"; the
 * money moves once; a wallet's refusal fails the order and asks for another wallet; the lender
 * stops after its last attempt without blaming the wallet. Each step's SMS reaches the borrower in
 * their language with the amount of the books and the rail's receipt number.
 */
import { describe, expect, it } from 'vitest';
import { PAYOUT_ATTEMPTS, RETRY_AFTER_MS } from '../../../src/server/domain/payout-failure';
import { countSegments } from '../../../src/server/domain/sms-segments';
import { runDueJobs } from '../../../src/server/jobs/run';
import { formatAmount } from '../../../src/shared/format';
import { ORDER_STATUS } from '../../../src/shared/orders';
import { setUpTestApp, signIn } from '../helpers';
import { inLanguage, payoutSteps, READERS } from './payout-steps';
import { api } from './steps';

const ctx = setUpTestApp();
const { approvedOrder, railThat, queryAfter, payoutsOf, statusOf, sentOnTheBooks, textsTo } =
  payoutSteps(ctx);

describe('a payout that failed on the lender side', () => {
  it.each(READERS)(
    '%s in %s: is sent again by the lender, the screens say delayed, and the money moves once',
    async (country, lang) => {
      const { user, order } = await approvedOrder(country, lang);
      const token = await signIn(ctx.t, user.mobile, 'login');
      const short = railThat('float');
      await runDueJobs(short); // the payout is sent and refused for the float
      await queryAfter(short); // the status query settles it failed

      const [failed, retry] = await payoutsOf(order.id);
      expect(failed).toMatchObject({ status: 'failed', failure: 'float' });
      expect(retry).toMatchObject({ status: 'created', amount: failed!.amount });
      expect(retry!.payOrderId).not.toBe(failed!.payOrderId);
      expect(await statusOf(order.id)).toBe(ORDER_STATUS.lending);
      const latest = await api(ctx.t, 'loanOrderLatest', {}, token);
      expect(latest.order).toMatchObject({
        status: ORDER_STATUS.lending,
        payout: { status: 'delayed', cause: 'float' },
      });
      expect(latest.order?.payoutFailed).toBeUndefined();
      const [delayed] = textsTo(user.mobile, 'payout.delayed');
      expect(delayed).toContain(order.orderNo);
      expect(inLanguage(lang, 'payout.delayed', delayed)).toBe(true);

      // Topped up: the lender's retry goes out at its time and pays.
      const paying = railThat(null);
      await queryAfter(paying, RETRY_AFTER_MS[0]!); // the sweep sends the retry
      await queryAfter(paying); // and its status query settles it paid
      expect(await statusOf(order.id)).toBe(ORDER_STATUS.repaying);
      // Late and repeated reports of the failed one change nothing.
      await queryAfter(paying, 7 * 3_600_000);
      const payouts = await payoutsOf(order.id);
      expect(payouts.map((p) => p.status)).toEqual(['failed', 'succeeded']);
      const books = await sentOnTheBooks(order.id);
      expect(books).toEqual([retry!.amount]);

      const [sent, ...again] = textsTo(user.mobile, 'payout.sent');
      expect(again).toEqual([]);
      expect(inLanguage(lang, 'payout.sent', sent)).toBe(true);
      expect(sent).toContain(formatAmount(books[0]!, country));
      // The sandbox rail's own reference of the payment that paid, never the failed one's.
      expect(sent).toContain(`SBX-${retry!.payOrderId}`);
      expect(sent).not.toContain(failed!.payOrderId);
      expect(sent).toContain(`***${user.mobile.slice(-3)}`);
      // One segment set in GSM-7: nothing in it forces UCS-2.
      expect(countSegments(sent!).encoding).toBe('GSM-7');
    },
  );

  it('stops after its last attempt, failing the order without blaming the wallet', async () => {
    const { user, order } = await approvedOrder('KE', 'en');
    const token = await signIn(ctx.t, user.mobile, 'login');
    const broken = railThat('rail');
    await runDueJobs(broken);
    await queryAfter(broken);
    for (const wait of RETRY_AFTER_MS) {
      await queryAfter(broken, wait);
      await queryAfter(broken);
    }
    const payouts = await payoutsOf(order.id);
    expect(payouts).toHaveLength(PAYOUT_ATTEMPTS);
    expect(payouts.every((p) => p.status === 'failed' && p.failure === 'rail')).toBe(true);
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.payFail);
    expect(await sentOnTheBooks(order.id)).toEqual([]);
    const latest = await api(ctx.t, 'loanOrderLatest', {}, token);
    expect(latest.order?.payoutFailed).toEqual({ cause: 'rail' });
    expect(textsTo(user.mobile, 'payout.delayed')).toHaveLength(PAYOUT_ATTEMPTS - 1);
    const [stopped] = textsTo(user.mobile, 'payout.stopped');
    expect(stopped).toContain(order.orderNo);
    expect(inLanguage('en', 'payout.stopped', stopped)).toBe(true);
    expect(stopped).not.toMatch(/link another wallet/i);
    // No more attempts, however long the sweep runs.
    await queryAfter(broken, 24 * 3_600_000);
    expect(await payoutsOf(order.id)).toHaveLength(PAYOUT_ATTEMPTS);
  });
});

describe("a payout the borrower's wallet refused", () => {
  it.each(READERS)(
    '%s in %s: fails the order at once and asks for another wallet',
    async (country, lang) => {
      const { user, order } = await approvedOrder(country, lang);
      const token = await signIn(ctx.t, user.mobile, 'login');
      const refusing = railThat('wallet');
      await runDueJobs(refusing);
      await queryAfter(refusing);
      await queryAfter(refusing, 24 * 3_600_000);
      const payouts = await payoutsOf(order.id);
      expect(payouts.map((p) => [p.status, p.failure])).toEqual([['failed', 'wallet']]);
      expect(await statusOf(order.id)).toBe(ORDER_STATUS.payFail);
      const latest = await api(ctx.t, 'loanOrderLatest', {}, token);
      expect(latest.order?.payoutFailed).toEqual({ cause: 'wallet' });
      const [failed] = textsTo(user.mobile, 'payout.failed');
      expect(failed).toContain(order.orderNo);
      expect(failed).toContain(`***${user.mobile.slice(-3)}`);
      expect(inLanguage(lang, 'payout.failed', failed)).toBe(true);
      expect(textsTo(user.mobile, 'payout.delayed')).toEqual([]);
    },
  );
});
