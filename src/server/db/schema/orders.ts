/**
 * Loan orders (docs/product.md §4): one row per application from the first profile step to the end. The
 * row is created when the borrower applies (apply-market), in the first profile step not yet
 * done; see src/server/features/orders/state.ts for every status change.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Country } from '../../../shared/countries';
import { TERMINAL_STATUSES, type OrderStatus } from '../../../shared/orders';
import type { AccrualState } from '../../domain/accrual';
import { users } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The product terms a loan is signed on (src/server/domain/product.ts), kept with it so that a
 * later edit of product.json changes new loans only.
 */
export interface LoanTerms {
  interestBpPerYear: number;
  penaltyBpPerDay: number;
  rolloverFeeBp: number;
  rolloverDays: number;
  minRepayAmount: number;
}

/** What the borrower accepted on the confirm screen (integers of the currency's minor unit). */
export interface AcceptedQuote {
  fee: number;
  feeTax: number;
  interest: number;
  disbursalAmount: number;
  repayAmount: number;
  aprBp: number;
  /** The quote the borrower confirmed (loan_orders.offered_quote.id at submit). */
  quoteId?: string;
  /** Minor units a coupon took off the fee and off the interest (already out of fee / interest). */
  feeOff?: number;
  interestOff?: number;
  /** The product's terms at submit; absent on loans submitted before terms were kept. */
  terms?: LoanTerms;
}

/**
 * The last quote shown on confirm (docs/architecture.md §1): persisted rather than HMAC-signed so no server
 * secret must be shared and rotated across processes, and the figures the borrower saw stay with
 * the order. Only this quote can be submitted, and only until it expires.
 */
export interface OfferedQuote extends AcceptedQuote {
  quoteId: string;
  loanAmount: number;
  days: number;
  couponId: string | null;
  feeOff: number;
  interestOff: number;
  totalCostOfCredit: number;
  /** Business day of the due date when paid out on the day quoted. */
  dueDay: number;
  /** Epoch ms after which the quote must be fetched again. */
  expiresAt: number;
}

/** The e-signature and the agreement document it signed. */
export interface ESign {
  name: string;
  at: number;
  ip: string;
  /** SHA-256 (hex) of the agreement text shown before signing. */
  agreementSha256?: string;
  /** Language the agreement was generated in. */
  lang?: string;
  /**
   * The agreement as signed, word for word: shown again from here, so a later change of the
   * product file or the templates never alters what the borrower signed.
   */
  agreementText?: string;
}

export const loanOrders = pgTable(
  'loan_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    country: text('country').$type<Country>().notNull(),
    productId: text('product_id').notNull(),
    status: integer('status').$type<OrderStatus>().notNull(),
    /** Ladder level and limit offered when the order was opened. */
    level: integer('level').notNull(),
    creditLimit: integer('credit_limit').notNull(),
    amount: integer('amount'),
    days: integer('days'),
    quote: jsonb('quote').$type<AcceptedQuote>(),
    offeredQuote: jsonb('offered_quote').$type<OfferedQuote>(),
    couponId: text('coupon_id'),
    /** The e-signature: the typed full name, when and from where the borrower signed. */
    esign: jsonb('esign').$type<ESign>(),
    submittedAt: at('submitted_at'),
    approvedAt: at('approved_at'),
    autoDisburseAt: at('auto_disburse_at'),
    expiresAt: at('expires_at'),
    disbursedAt: at('disbursed_at'),
    /** Business day of the due date on the country's calendar; moves with each rollover. */
    dueDay: integer('due_day'),
    accrual: jsonb('accrual').$type<AccrualState>(),
    finishedAt: at('finished_at'),
    /** Finished by the end of the due date (the ladder also asks countsForLimit). */
    onTime: integer('on_time'),
    /** 1 when this finished loan climbs the limit ladder (on time and used: product limitRaise). */
    countsForLimit: integer('counts_for_limit'),
    reapplyAt: at('reapply_at'),
    /** The rules referred the application to a person: it waits at 1 until staff decide. */
    referredAt: at('referred_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    // One application or loan in flight per borrower (docs/architecture.md §6): the index decides races. Its
    // list is the closed phase of the status table, spelled as migration 0003 has it (4, 8, 9, 10).
    uniqueIndex('loan_orders_one_active')
      .on(t.userId)
      .where(sql`${t.status} not in ${sql.raw(`(${TERMINAL_STATUSES.join(', ')})`)}`),
    index('loan_orders_user').on(t.userId, t.createdAt),
    // The book by status, newest first, paged by keyset (migration 0031).
    index('loan_orders_status_id').on(t.status, t.id),
    // The portfolio's vintages: a year of payouts per country (migration 0033, whose index also
    // carries product, on-time and finish, so they are read from the index alone).
    index('loan_orders_payout')
      .on(t.country, t.disbursedAt)
      .where(sql`${t.disbursedAt} is not null`),
    // Today's vintages: the unfinished loans by due day (migration 0050, which also carries
    // product and payout, read from the index alone).
    index('loan_orders_not_due')
      .on(t.country, t.dueDay)
      .where(sql`${t.finishedAt} is null and ${t.disbursedAt} is not null`),
  ],
);

/** Every status change, for audit and support. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    reason: text('reason').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('order_events_order').on(t.orderId)],
);

/** Rollovers: created when the fee is paid, applied when the borrower completes (docs/product.md §4). */
export const rollovers = pgTable('rollovers', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  orderId: bigint('order_id', { mode: 'number' })
    .notNull()
    .references(() => loanOrders.id),
  payOrderId: text('pay_order_id').notNull().unique(),
  fee: integer('fee').notNull(),
  oldDueDay: integer('old_due_day').notNull(),
  newDueDay: integer('new_due_day').notNull(),
  appliedAt: at('applied_at'),
});
