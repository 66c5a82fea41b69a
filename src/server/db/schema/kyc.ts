/** Identity (KYC) images and the wallet a loan is paid into. Files live under DATA_DIR/uploads. */
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Wallet } from '../../../shared/countries';
import { users } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type KycKind = 'front' | 'back' | 'face';

export const kycFiles = pgTable(
  'kyc_files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Random public id; the file name on disk. */
    fileId: text('file_id').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<KycKind>().notNull(),
    sha256: text('sha256').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** Accepted by OCR (ID sides) or liveness (face). */
    passed: integer('passed').notNull().default(0),
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('kyc_files_user_kind').on(t.userId, t.kind, t.createdAt)],
);

export const wallets = pgTable('wallets', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bankCode: text('bank_code').$type<Wallet>().notNull(),
  /** E.164. */
  account: text('account').notNull(),
  updatedAt: at('updated_at').notNull(),
  /** No payout to this wallet before this time (migration 0025); null: none waits. */
  coolingUntil: at('cooling_until'),
});
