/**
 * Loan orders (spec §4): one row per application from the first profile step to the end. The
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
import type { AccrualState } from '../../domain/accrual';
import { users } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What the borrower accepted on the confirm screen (integer shillings). */
export interface AcceptedQuote {
  fee: number;
  feeTax: number;
  interest: number;
  disbursalAmount: number;
  repayAmount: number;
  aprBp: number;
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
    status: integer('status').notNull(),
    /** Ladder level and limit offered when the order was opened. */
    level: integer('level').notNull(),
    creditLimit: integer('credit_limit').notNull(),
    amount: integer('amount'),
    days: integer('days'),
    quote: jsonb('quote').$type<AcceptedQuote>(),
    couponId: text('coupon_id'),
    /** The e-signature: the typed full name, when and from where the borrower signed. */
    esign: jsonb('esign').$type<{ name: string; at: number; ip: string }>(),
    submittedAt: at('submitted_at'),
    approvedAt: at('approved_at'),
    autoDisburseAt: at('auto_disburse_at'),
    expiresAt: at('expires_at'),
    disbursedAt: at('disbursed_at'),
    /** Business day (UTC+3) of the due date; moves with each rollover. */
    dueDay: integer('due_day'),
    accrual: jsonb('accrual').$type<AccrualState>(),
    finishedAt: at('finished_at'),
    /** Finished by the end of the due date: counts for the limit ladder. */
    onTime: integer('on_time'),
    reapplyAt: at('reapply_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    // One application or loan in flight per borrower (DESIGN §6): the index decides races.
    uniqueIndex('loan_orders_one_active')
      .on(t.userId)
      .where(sql`${t.status} not in (4, 8, 9, 10)`),
    index('loan_orders_user').on(t.userId, t.createdAt),
    index('loan_orders_status').on(t.status),
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

/** Rollovers: created when the fee is paid, applied when the borrower completes (spec §4). */
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
