/**
 * The sandbox clock (docs/architecture.md §1 "Time"): how far the sandbox has moved time forward, so overdue,
 * penalty, reminders, cashier expiry and the 24 h cancel can be seen with `npm start`. One row,
 * shared by every server process on the database; never read outside sandbox mode.
 */
import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

export const sandboxClock = pgTable('sandbox_clock', {
  /** Always 1: the row is a singleton. */
  id: integer('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
