/**
 * The ledger (docs/architecture.md §6): a double-entry journal in integers of each line's currency's
 * minor unit (decision 0023), payment intents at the providers, and the inbox of provider
 * callbacks. Balances are sums of journal lines.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Account } from '../../domain/journal';
import type { IntentStatus, ProviderReport } from '../../domain/payment-intent';
import type { PayoutFailureCause } from '../../domain/payout-failure';
import { loanOrders } from './orders';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => loanOrders.id),
    kind: text('kind').notNull(),
    /** What the entry books, e.g. `payment:P123` or `interest:42:20559`: booking twice fails. */
    idemKey: text('idem_key').notNull().unique(),
    at: at('at').notNull(),
    /** The staff member who booked it by hand (waiver, write-off, refund); null for the rails' own. */
    staffId: bigint('staff_id', { mode: 'number' }),
    /** Why staff booked it, as they wrote it. */
    note: text('note'),
  },
  (t) => [
    index('journal_entries_order').on(t.orderId),
    // The portfolio's flows: one kind's entries of a month (migration 0033, which also carries
    // order_id in the index), and a loan's write-off before a payment.
    index('journal_entries_kind_at').on(t.kind, t.at),
    index('journal_entries_write_off')
      .on(t.orderId, t.at)
      .where(sql`${t.kind} = 'write-off'`),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    orderId: bigint('order_id', { mode: 'number' }),
    account: text('account').$type<Account>().notNull(),
    /** Debit > 0, credit < 0, in minor units of `currency`. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /**
     * The ISO 4217 code of the order's country's currency (COUNTRY_FACTS `currencyCode`). The
     * database refuses, at commit, an entry whose lines do not sum to zero in each currency
     * (migration 0021), and any currency not written as such a code (migration 0028).
     */
    currency: text('currency').notNull(),
  },
  (t) => [
    index('journal_lines_order_account').on(t.orderId, t.account),
    // The balance check of migration 0021 reads an entry's lines at every commit.
    index('journal_lines_entry').on(t.entryId),
    check('journal_lines_currency_iso', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** `refund`: a borrower's overpayment credit paid back to their wallet. */
export type IntentPurpose = 'disburse' | 'repay' | 'extension' | 'refund';

export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Our reference, sent to the provider as its idempotency key (contract payOrderId). */
    payOrderId: text('pay_order_id').notNull().unique(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    purpose: text('purpose').$type<IntentPurpose>().notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<IntentStatus>().notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** Wallet number paid to or collected from. */
    account: text('account').notNull(),
    channelId: text('channel_id'),
    createdAt: at('created_at').notNull(),
    submittedAt: at('submitted_at'),
    settledAt: at('settled_at'),
    expiresAt: at('expires_at'),
    /** When to ask the provider if no callback has settled it. */
    nextQueryAt: at('next_query_at'),
    /** The app's key for a borrower's confirm: its retries find this order again. */
    idempotencyKey: text('idempotency_key'),
    /**
     * A failed payout's cause (domain/payout-failure.ts): the borrower's wallet or the lender's
     * side; on an unknown payout, `float`: held while payouts are paused.
     */
    failure: text('failure').$type<PayoutFailureCause>(),
  },
  (t) => [
    // Never two live payouts for one order: a failed one may be followed by one more, sent by the
    // lender when the failure was its own (domain/payout-failure.ts), or by none (payFail).
    uniqueIndex('payment_intents_one_payout')
      .on(t.orderId)
      .where(sql`${t.purpose} = 'disburse' AND ${t.status} <> 'failed'`),
    index('payment_intents_order').on(t.orderId),
    uniqueIndex('payment_intents_idempotency')
      .on(t.orderId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    index('payment_intents_query').on(t.status, t.nextQueryAt),
  ],
);

/** Provider callbacks, kept once per provider event id; duplicates are dropped at the door. */
export const webhookInbox = pgTable(
  'webhook_inbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    payOrderId: text('pay_order_id').notNull(),
    report: text('report').$type<ProviderReport>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: at('received_at').notNull(),
    /** applied | ignored | conflict | unknownIntent */
    outcome: text('outcome'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [uniqueIndex('webhook_inbox_event').on(t.provider, t.eventId)],
);
