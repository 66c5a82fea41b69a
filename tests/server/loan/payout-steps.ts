/**
 * The steps of the payout-failure tests over the real app and its job runner: an approved order
 * whose payout is due, a sandbox rail that fails for a cause, the payouts, books and SMS it left.
 */
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import {
  journalEntries,
  journalLines,
  loanOrders,
  paymentIntents,
} from '../../../src/server/db/schema';
import type { PayoutFailureCause } from '../../../src/server/domain/payout-failure';
import { QUERY_AFTER_MS } from '../../../src/server/features/ledger/intents';
import { runDueJobs } from '../../../src/server/jobs/run';
import { COUNTRY_CODES, COUNTRY_FACTS, type Country } from '../../../src/shared/countries';
import { aBorrower } from '../../support/factories';
import { anOrderAtPayout, aPayoutJob } from '../../support/approved-orders';
import type { setUpTestApp } from '../helpers';
import { serverDeps } from './steps';

/** Whether `text` is `template` of `lang`'s sms.json, its values filled (none left as a placeholder). */
export function inLanguage(lang: string, template: string, text: string | undefined): boolean {
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
export const READERS = COUNTRY_CODES.flatMap((c) =>
  COUNTRY_FACTS[c].languages.map((lang) => [c, lang] as const),
);

/** The steps over one test app (`ctx`, the file's setUpTestApp()). */
export function payoutSteps(ctx: ReturnType<typeof setUpTestApp>) {
  /** A borrower of `country` reading `lang`, with a wallet and an approved order whose payout is due. */
  async function approvedOrder(country: Country, lang: string) {
    const db = ctx.testDb.db;
    const now = ctx.t.clock.now();
    const user = await aBorrower(db, { country, lang, createdAt: new Date(now - 86_400_000) });
    const order = await anOrderAtPayout(db, user, { account: user.mobile, now, steps: 4 });
    await aPayoutJob(db, order.id, now);
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

  return { approvedOrder, railThat, queryAfter, payoutsOf, statusOf, sentOnTheBooks, textsTo };
}
