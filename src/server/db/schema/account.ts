/** Account deletion (docs/product.md §4): the short-lived tickets of the SMS check and what was deleted when. */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Issued by verifyCodeDeleteUser; stored hashed, single use, minutes long. */
export const accountDeletionTickets = pgTable(
  'account_deletion_tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    ticketHash: text('ticket_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('account_deletion_tickets_user').on(t.userId)],
);

/** One row per deleted account: the reason, and until when its lending records are kept. */
export const accountDeletions = pgTable('account_deletions', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  /** 1 to 8: DELETE_REASONS of the contract. */
  reason: integer('reason').notNull(),
  deletedAt: at('deleted_at').notNull(),
  retainUntil: at('retain_until').notNull(),
  /** When the kept lending records were erased, once `retainUntil` had passed. */
  recordsErasedAt: at('records_erased_at'),
});
