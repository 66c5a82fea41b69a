/**
 * The collections work queue (migration 0027): who works which overdue loan, and every
 * contact with its outcome; a promise to pay carries its amount, day and whether it was kept.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ContactOutcome, PromiseState } from '../../domain/collections-queue';
import { loanOrders } from './orders';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The collector working a loan now: one row a loan, moved by a new assignment (audited). */
export const collectionAssignments = pgTable(
  'collection_assignments',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => loanOrders.id),
    staffId: bigint('staff_id', { mode: 'number' }).notNull(),
    assignedBy: bigint('assigned_by', { mode: 'number' }).notNull(),
    assignedAt: at('assigned_at').notNull(),
  },
  (t) => [index('collection_assignments_staff').on(t.staffId)],
);

/** One contact with a borrower about a loan, append-only but for a promise's settling. */
export const collectionContacts = pgTable(
  'collection_contacts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    staffId: bigint('staff_id', { mode: 'number' }).notNull(),
    outcome: text('outcome').$type<ContactOutcome>().notNull(),
    note: text('note').notNull(),
    /** The number contacted: always the borrower's own on record. */
    mobile: text('mobile').notNull(),
    at: at('at').notNull(),
    /** A promise: the amount in minor units and the business day it is due by. */
    promiseAmount: bigint('promise_amount', { mode: 'number' }),
    promiseDay: integer('promise_day'),
    promiseState: text('promise_state').$type<PromiseState>(),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('collection_contacts_order').on(t.orderId, t.id),
    index('collection_contacts_pending')
      .on(t.promiseDay)
      .where(sql`${t.promiseState} = 'pending'`),
  ],
);
