/**
 * Background work as rows (docs/architecture.md §6), claimed with `FOR UPDATE SKIP LOCKED` so any number of
 * server processes share one PostgreSQL. A job's key makes scheduling idempotent.
 */
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** sandbox-rail rows are the sandbox wallet's own memory of payments (never claimed). */
export type JobKind =
  | 'assess'
  | 'disburse'
  | 'expire'
  | 'callback'
  | 'sandbox-rail'
  // An outbox message's attempt (payload.outboxId), or a provider's report asked for.
  | 'sms'
  | 'sms-report'
  /** A real rail adapter's memory of its payments (providers/rails/memory.ts). */
  | 'rail-memory'
  /** A country's credit-bureau day: notices and files (features/bureau/files.ts). */
  | 'bureau';

export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<JobKind>().notNull(),
    /** e.g. `assess:42`: scheduling the same work twice is a no-op. */
    key: text('key').notNull().unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: at('run_at').notNull(),
    /** pending | done | failed */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** A claimed job is leased until then; a crashed worker's job is claimed again after it. */
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    doneAt: at('done_at'),
  },
  (t) => [index('jobs_due').on(t.status, t.runAt)],
);

/** Due-date reminders sent, once per order, due date and kind. */
export const reminders = pgTable(
  'reminders',
  {
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    dueDay: integer('due_day').notNull(),
    kind: text('kind').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.dueDay, t.kind] })],
);
