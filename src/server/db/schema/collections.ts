/**
 * Collections and the portfolio (migration 0024): each open loan's delinquency per
 * business day of its country, the days closed, and the flags staff put on a borrower.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Country } from '../../../shared/countries';
import type { BorrowerFlagKind } from '../../domain/borrower-flags';
import { users } from './auth';
import { loanOrders } from './orders';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A country's business day the end-of-day job has filed (once, whatever the number of servers). */
export const delinquencyDays = pgTable(
  'delinquency_days',
  {
    country: text('country').$type<Country>().notNull(),
    day: integer('day').notNull(),
    /** Open loans filed that day. */
    loans: integer('loans').notNull(),
    recordedAt: at('recorded_at').notNull(),
  },
  (t) => [primaryKey({ name: 'delinquency_days_pk', columns: [t.country, t.day] })],
);

/** One open loan at the close of one business day: days past due, bucket, principal outstanding. */
export const loanDelinquency = pgTable(
  'loan_delinquency',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    day: integer('day').notNull(),
    country: text('country').$type<Country>().notNull(),
    productId: text('product_id').notNull(),
    daysPastDue: integer('days_past_due').notNull(),
    /** The product's bucket name that day (domain/delinquency.ts bucketName). */
    bucket: text('bucket').notNull(),
    /** receivable:principal from the journal at the close of the day, in minor units. */
    principal: bigint('principal', { mode: 'number' }).notNull(),
    /** The loan's due day as filed (migration 0037; null on rows filed before it). */
    dueDay: integer('due_day'),
  },
  (t) => [
    primaryKey({ name: 'loan_delinquency_pk', columns: [t.orderId, t.day] }),
    // A day's rows in the collections queue's order, paged by keyset (migration 0031).
    index('loan_delinquency_queue').on(t.country, t.day, t.daysPastDue, t.principal, t.orderId),
  ],
);

/** A flag on a borrower; lifted by filling the lift fields, never deleted. */
export const borrowerFlags = pgTable(
  'borrower_flags',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<BorrowerFlagKind>().notNull(),
    reason: text('reason').notNull(),
    staffId: bigint('staff_id', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
    liftedAt: at('lifted_at'),
    liftedBy: bigint('lifted_by', { mode: 'number' }),
    liftReason: text('lift_reason'),
  },
  (t) => [
    uniqueIndex('borrower_flags_one_live')
      .on(t.userId, t.kind)
      .where(sql`${t.liftedAt} IS NULL`),
  ],
);
