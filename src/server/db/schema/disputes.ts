/**
 * Provider reports that contradict a settled payment (a "failed" after "paid", a different amount):
 * never applied to the books, never silently dropped, but raised to operations until someone
 * resolves them (issue: every rule on the server).
 */
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What we had recorded, or what the provider said. */
export interface DisputedState {
  readonly status: string;
  readonly amount: number | null;
}

export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    /** Our reference of the payment (contract payOrderId). */
    payOrderId: text('pay_order_id').notNull(),
    /** The provider's reference of the payment, when it gave one. */
    providerRef: text('provider_ref'),
    /** The provider's event id of the contradicting callback; null for a status query. */
    eventId: text('event_id'),
    expected: jsonb('expected').$type<DisputedState>().notNull(),
    received: jsonb('received').$type<DisputedState>().notNull(),
    receivedAt: at('received_at').notNull(),
    resolvedAt: at('resolved_at'),
    resolution: text('resolution'),
  },
  (t) => [index('payment_disputes_open').on(t.resolvedAt, t.receivedAt)],
);
