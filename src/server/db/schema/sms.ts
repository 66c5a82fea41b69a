/**
 * The SMS outbox (docs/decisions/0019-sms-outbox.md): every message is a row written in the
 * transaction that causes it and sent after commit, by the request that wrote it or by a job.
 * Its parameters (a code, amounts) are sealed with the file key and erased once the message is
 * final, so the table never holds a code in clear.
 */
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * queued: waiting for its next attempt; sent: a provider accepted it; delivered: reported on the
 * phone; failed: a final refusal or no provider left; expired: its code died before it went out;
 * cancelled: no longer true (a reminder for a loan paid meanwhile).
 */
export const SMS_STATUSES = [
  'queued',
  'sent',
  'delivered',
  'failed',
  'expired',
  'cancelled',
] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What the message is for, e.g. `reminder:42:20500:-1`: writing it twice is a no-op. */
    key: text('key').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }),
    /** The loan a reminder or receipt is about: a reminder is cancelled once it is paid. */
    orderId: bigint('order_id', { mode: 'number' }),
    mobile: text('mobile').notNull(),
    country: text('country').notNull(),
    lang: text('lang').notNull(),
    /** A key of locales/<lang>/sms.json, e.g. `code.login`. */
    template: text('template').notNull(),
    /** The template's values as sealed JSON (base64); null once the message is final. */
    sealed: text('sealed'),
    status: text('status').$type<SmsStatus>().notNull(),
    /** Provider of the last attempt and its message id. */
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    /** The provider's last word on it (101, Success, AbsentSubscriber…). */
    providerStatus: text('provider_status'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    /** An attempt in flight holds the row until then; a crashed sender's row is taken again. */
    lockedUntil: at('locked_until'),
    /** Never sent after this (a code's lifetime, a reminder's day). */
    expiresAt: at('expires_at'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
    finalAt: at('final_at'),
  },
  (t) => [
    index('sms_outbox_due').on(t.status, t.nextAttemptAt),
    index('sms_outbox_user').on(t.userId),
  ],
);

/** Every message id a provider gave: a late report of an earlier attempt still finds its row. */
export const smsAttempts = pgTable(
  'sms_attempts',
  {
    provider: text('provider').notNull(),
    providerMessageId: text('provider_message_id').notNull(),
    outboxId: bigint('outbox_id', { mode: 'number' }).notNull(),
    to: text('to_mobile').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerMessageId] }),
    index('sms_attempts_outbox').on(t.outboxId),
  ],
);

/** Delivery reports applied, by provider and report: a duplicate is applied once. */
export const smsReports = pgTable(
  'sms_reports',
  {
    provider: text('provider').notNull(),
    reportKey: text('report_key').notNull(),
    outboxId: bigint('outbox_id', { mode: 'number' }),
    status: text('status').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.reportKey] })],
);
