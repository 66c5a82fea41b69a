/** Customer-service feedback (docs/product.md §3, §4): threads, their messages, uploaded images, ratings. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const feedbackSenders = ['user', 'staff'] as const;
export type FeedbackSender = (typeof feedbackSenders)[number];

export const feedbackFileKinds = ['image', 'credential'] as const;
export type FeedbackFileKind = (typeof feedbackFileKinds)[number];

export const feedback = pgTable(
  'feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** docs/product.md §3 feedback type 1 to 7. */
    type: integer('type').notNull(),
    description: text('description').notNull(),
    orderNo: text('order_no'),
    receiverAccount: text('receiver_account'),
    contactTel: text('contact_tel'),
    contactEmail: text('contact_email'),
    contactable: boolean('contactable'),
    appointmentTime: text('appointment_time'),
    /** docs/product.md §3: 1 and 2 platform processing, 3 need to reply, 4 done. */
    status: integer('status').notNull().default(1),
    /** The red dot: a staff reply arrived that the borrower has not opened yet. */
    staffReplyUnread: boolean('staff_reply_unread').notNull().default(false),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('feedback_user_created').on(t.userId, t.createdAt)],
);

export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    feedbackId: bigint('feedback_id', { mode: 'number' })
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<FeedbackSender>().notNull(),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('feedback_messages_feedback').on(t.feedbackId)],
);

/** Uploaded images: unattached after upload, then tied to a thread (receipts) or a message. */
export const feedbackFiles = pgTable(
  'feedback_files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<FeedbackFileKind>().notNull(),
    /** Path below DATA_DIR/uploads/feedback; never taken from the client. */
    storedName: text('stored_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    feedbackId: bigint('feedback_id', { mode: 'number' }).references(() => feedback.id, {
      onDelete: 'cascade',
    }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => feedbackMessages.id, {
      onDelete: 'cascade',
    }),
    /** A manual repayment proof names its order (and payment, when known). */
    orderNo: text('order_no'),
    payOrderId: text('pay_order_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('feedback_files_user').on(t.userId),
    index('feedback_files_feedback').on(t.feedbackId),
    // The proof queue, oldest first, paged by keyset (migration 0033).
    index('feedback_files_proofs')
      .on(t.createdAt, t.id)
      .where(sql`${t.kind} = 'credential'`),
  ],
);

export const feedbackRatings = pgTable(
  'feedback_ratings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feedbackId: bigint('feedback_id', { mode: 'number' }).references(() => feedback.id, {
      onDelete: 'cascade',
    }),
    orderNo: text('order_no'),
    score: integer('score').notNull(),
    comment: text('comment'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('feedback_ratings_user').on(t.userId)],
);
