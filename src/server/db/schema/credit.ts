/**
 * Credit decisions as evidence (decision 0049): every policy version that decided an application,
 * kept whole under its content hash, and every decision with the inputs it read, each rule's
 * result, the score, the band, the outcome, the limit and the reasons the borrower was told, so any
 * decision can be replayed and defended. A staff decision on a referred case is a second row.
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Country } from '../../../shared/countries';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const creditPolicyVersions = pgTable('credit_policy_versions', {
  /** The content hash of the policy file's text. */
  version: text('version').primaryKey(),
  country: text('country').$type<Country>().notNull(),
  file: text('file').notNull(),
  body: jsonb('body').notNull(),
  firstUsedAt: at('first_used_at').notNull(),
});

export type CreditOutcome = 'approve' | 'refer' | 'decline';

export const creditDecisions = pgTable(
  'credit_decisions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    country: text('country').$type<Country>().notNull(),
    /** champion or challenger: which policy the borrower's hash chose. */
    arm: text('arm').notNull(),
    policyVersion: text('policy_version').notNull(),
    /** The named inputs the policy read, as read. */
    inputs: jsonb('inputs').notNull(),
    rules: jsonb('rules').notNull(),
    score: integer('score').notNull(),
    band: integer('band').notNull(),
    outcome: text('outcome').$type<CreditOutcome>().notNull(),
    /** The most lent on this decision, whole units of the currency. */
    limitAmount: integer('limit_amount').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    /** The applicant's age band and region when decided, for approval rates by group. */
    ageBand: text('age_band'),
    region: text('region'),
    /** policy, or staff:<id> for a staff decision on a referred case (with its words). */
    decidedBy: text('decided_by').notNull(),
    staffReason: text('staff_reason'),
    decidedAt: at('decided_at').notNull(),
  },
  (t) => [
    index('credit_decisions_order').on(t.orderId),
    index('credit_decisions_policy').on(t.policyVersion),
  ],
);

/** What the SIM check at the payout said when it held the payout (decision 0053). */
export type PayoutHoldAnswer = 'swapped' | 'notFound' | 'timeout' | 'down' | 'off';

/**
 * A payout held because the SIM behind its wallet number was just swapped, or the operator could
 * not say (decision 0053): one per order. Two members release it, each with their words: the
 * first's check is kept, the second's release lets the payout start.
 */
export const payoutHolds = pgTable('payout_holds', {
  orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  answer: text('answer').$type<PayoutHoldAnswer>().notNull(),
  /** The wallet number asked about (E.164). */
  account: text('account').notNull(),
  heldAt: at('held_at').notNull(),
  checkedBy: bigint('checked_by', { mode: 'number' }),
  checkedReason: text('checked_reason'),
  releasedBy: bigint('released_by', { mode: 'number' }),
  releasedReason: text('released_reason'),
  releasedAt: at('released_at'),
});
