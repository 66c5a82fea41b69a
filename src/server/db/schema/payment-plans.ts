/**
 * Payment plans (migration 0032): a restructure into instalments or a due-date move,
 * proposed by collections, approved by a second member of staff, accepted by the borrower in the
 * app and booked; then kept or broken by the end-of-day job.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Instalment, PlanKind, PlanStatus } from '../../domain/payment-plan';
import { loanOrders } from './orders';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const paymentPlans = pgTable(
  'payment_plans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => loanOrders.id),
    kind: text('kind').$type<PlanKind>().notNull(),
    status: text('status').$type<PlanStatus>().notNull(),
    /** Business days and minor units; their sum is what was owed when the plan was last split. */
    instalments: jsonb('instalments').$type<Instalment[]>().notNull(),
    reason: text('reason').notNull(),
    proposedBy: bigint('proposed_by', { mode: 'number' }).notNull(),
    proposedAt: at('proposed_at').notNull(),
    approvedBy: bigint('approved_by', { mode: 'number' }),
    approvedAt: at('approved_at'),
    /** The borrower's acceptance in the app: the moment the plan was booked. */
    acceptedAt: at('accepted_at'),
    /** Declined, expired, kept or broken. */
    endedAt: at('ended_at'),
  },
  (t) => [
    index('payment_plans_order').on(t.orderId, t.id),
    index('payment_plans_status').on(t.status),
    // One plan under way per loan: a second proposal waits until the first ends.
    uniqueIndex('payment_plans_one_open')
      .on(t.orderId)
      .where(sql`${t.status} in ('proposed', 'approved', 'active')`),
  ],
);
