/**
 * A payout that fails is told truly (decision 0036), over the real app and its job runner with the
 * sandbox rail: a failure of the lender's side (float, rail) is sent again by the lender under a
 * new payment order, the order stays lending and its screens say "delayed, nothing to do"; the
 * money moves once; a wallet's refusal fails the order and asks for another wallet; the lender
 * stops after its last attempt without blaming the wallet. Each step's SMS reaches the borrower in
 * their language with the amount of the books and the rail's receipt number.
 */
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  jobs,
  journalEntries,
  journalLines,
  loanOrders,
  paymentIntents,
  wallets,
} from '../../../src/server/db/schema';
import type { PayoutFailureCause } from '../../../src/server/domain/payout-failure';
import { PAYOUT_ATTEMPTS, RETRY_AFTER_MS } from '../../../src/server/domain/payout-failure';
import { chargesOf, quote } from '../../../src/server/domain/pricing';
import { countSegments } from '../../../src/server/domain/sms-segments';
import {
  insertIntent,
  QUERY_AFTER_MS,
  submitIntent,
} from '../../../src/server/features/ledger/intents';
import { updateIntent } from '../../../src/server/features/ledger/intents-repo';
import { PayoutsPaused, type WalletRails } from '../../../src/server/providers/wallet';
import { productOf } from '../../../src/server/features/products';
import { runDueJobs } from '../../../src/server/jobs/run';
import { COUNTRY_CODES, COUNTRY_FACTS, type Country } from '../../../src/shared/countries';
import { formatAmount } from '../../../src/shared/format';
import { ORDER_STATUS } from '../../../src/shared/orders';
import { aBorrower, anOrder } from '../../support/factories';
import { setUpTestApp, signIn } from '../helpers';
import { api, serverDeps } from './steps';

const ctx = setUpTestApp();

/** A borrower of `country` reading `lang`, with a wallet and an approved order whose payout is due. */
async function approvedOrder(country: Country, lang: string) {
  const db = ctx.testDb.db;
  const now = ctx.t.clock.now();
  const user = await aBorrower(db, { country, lang, createdAt: new Date(now - 86_400_000) });
  await db.insert(wallets).values({
    userId: user.id,
    // The country's first wallet: every country names its own (schemas/<cc>/country.json).
    bankCode: COUNTRY_FACTS[country].wallets[0]!,
    account: user.mobile,
    updatedAt: new Date(0),
  });
  const product = productOf(country);
  const q = quote(product, product.minAmount + 4 * product.stepAmount, product.terms[0]!, now);
  const order = await anOrder(db, user, {
    productId: product.productId,
    status: ORDER_STATUS.getMoney,
    amount: q.loanAmount,
    days: product.terms[0]!,
    quote: { ...chargesOf(q), aprBp: q.aprBp },
    approvedAt: new Date(now),
    autoDisburseAt: new Date(now),
  });
  await db.insert(jobs).values({
    kind: 'disburse',
    key: `disburse:${order.id}`,
    payload: { orderId: order.id },
    runAt: new Date(now - 1_000),
    status: 'pending',
  });
  return { user, order };
}

/** The rail fails every payout for `cause`, or pays every one (null). */
function railThat(failCause: PayoutFailureCause | null) {
  const deps = serverDeps(ctx.t, ctx.testDb);
  return {
    ...deps,
    config: {
      ...deps.config,
      sandboxPayoutFailPercent: failCause ? 100 : 0,
      sandboxPayoutFailCause: failCause ?? 'wallet',
    },
  };
}

/**
 * Moves past the next status query and runs the jobs twice, as the runner's next poll would: the
 * sweep runs after the jobs, so what its settlement schedules (an SMS) is the next pass's work.
 */
async function queryAfter(rail: ReturnType<typeof railThat>, waitMs = QUERY_AFTER_MS + 1_000) {
  ctx.t.clock.advance(waitMs);
  await runDueJobs(rail);
  await runDueJobs(rail);
}

const payoutsOf = (orderId: number) =>
  ctx.testDb.db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.orderId, orderId), eq(paymentIntents.purpose, 'disburse')))
    .orderBy(paymentIntents.id);

const statusOf = async (orderId: number) =>
  (await ctx.testDb.db.select().from(loanOrders).where(eq(loanOrders.id, orderId)))[0]?.status;

/** What the books say was sent to the wallet: the disbursement entries' cash lines. */
async function sentOnTheBooks(orderId: number) {
  const lines = await ctx.testDb.db
    .select({ amount: journalLines.amount })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        eq(journalEntries.orderId, orderId),
        eq(journalEntries.kind, 'disbursement'),
        eq(journalLines.account, 'cash'),
      ),
    );
  return lines.map((l) => -l.amount);
}

const textsTo = (mobile: string, template: string) =>
  ctx.t.sms
    .recentTexts()
    .filter((m) => m.mobile === mobile && m.template === template)
    .map((m) => m.text);

/** Whether `text` is `template` of `lang`'s sms.json, its values filled (none left as a placeholder). */
function inLanguage(lang: string, template: string, text: string | undefined): boolean {
  const file = JSON.parse(readFileSync(`locales/${lang}/sms.json`, 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const [group, key] = template.split('.') as [string, string];
  const words = file[group]?.[key] ?? '';
  const pattern = words
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^{}]+');
  return text !== undefined && !/\{\{|\}\}/.test(text) && new RegExp(`^${pattern}$`).test(text);
}

/** The languages each country's borrowers may read, as (country, language) pairs. */
const READERS = COUNTRY_CODES.flatMap((c) =>
  COUNTRY_FACTS[c].languages.map((lang) => [c, lang] as const),
);

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
