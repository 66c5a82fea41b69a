/**
 * The lender's staff and their console (docs/architecture.md §6): accounts with a password and a TOTP second
 * factor, cookie sessions, and the append-only audit log of every staff action.
 */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../domain/staff-permissions';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const staff = pgTable('staff', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** Lower case. */
  email: text('email').notNull().unique(),
  role: text('role').$type<StaffRole>().notNull(),
  /** `scrypt$N$r$p$salt$hash`, base64url parts. */
  passwordHash: text('password_hash').notNull(),
  /** Base32 TOTP secret (RFC 6238). */
  totpSecret: text('totp_secret').notNull(),
  /** Failed sign-ins in a row; at the limit the account locks until lockedUntil. */
  failedTries: integer('failed_tries').notNull().default(0),
  lockedUntil: at('locked_until'),
  /** The last TOTP step accepted: a code is never accepted twice. */
  lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
  createdAt: at('created_at').notNull(),
  disabledAt: at('disabled_at'),
});

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the cookie value. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The double-submit token the console echoes in a header on every change. */
    csrfToken: text('csrf_token').notNull(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
);

/** Append-only: the repo only inserts, and a trigger refuses updates and deletes. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for a failed sign-in of an unknown email. */
    staffId: bigint('staff_id', { mode: 'number' }),
    action: text('action').notNull(),
    /** What it touched, e.g. `user:12`, `order:TZ123`. */
    target: text('target'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ip: text('ip'),
    at: at('at').notNull(),
    /** Place in the hash chain, set by the insert trigger under the head's lock (migration 0015). */
    seq: bigint('seq', { mode: 'number' }),
    /** The hash of the row before (64 zeros for the first). */
    prevHash: text('prev_hash'),
    /** SHA-256 of prevHash and every column (`staff_audit_row_hash` in SQL, `audit-chain.ts`). */
    hash: text('hash'),
  },
  (t) => [
    index('staff_audit_at').on(t.at),
    index('staff_audit_target').on(t.target),
    uniqueIndex('staff_audit_seq').on(t.seq),
  ],
);

/** The chain's end: one row, locked by each audit insert until its transaction ends. */
export const staffAuditHead = pgTable('staff_audit_head', {
  id: boolean('id').primaryKey().default(true),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});

/**
 * A staff decision on a manual repayment proof (a feedback file of kind `credential`): one per
 * proof, so approving twice posts once. An approval names the payment it booked.
 */
export const proofReviews = pgTable('proof_reviews', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  fileId: bigint('file_id', { mode: 'number' }).notNull().unique(),
  decision: text('decision').$type<'approved' | 'rejected'>().notNull(),
  amount: integer('amount'),
  /** Rejection reason code, shown to the borrower in their language. */
  reason: text('reason'),
  payOrderId: text('pay_order_id'),
  /** The payment order the approved proof names: proven at most once (a partial unique index). */
  proves: text('proves'),
  staffId: bigint('staff_id', { mode: 'number' })
    .notNull()
    .references(() => staff.id),
  at: at('at').notNull(),
});
