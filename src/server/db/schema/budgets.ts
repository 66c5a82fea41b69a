/**
 * Budgets of requests that cost the lender or tell something (code sends, the registered-number
 * lookup), counted per device and per address in fixed windows: one row per key and window, one
 * upsert per request, so several server processes share the count.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const requestBudgets = pgTable(
  'request_budgets',
  {
    /** `<budget>:<device|ip>:<sha256 of the value>`: no address or device id kept as sent. */
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('request_budgets_window').on(t.windowStart),
  ],
);
