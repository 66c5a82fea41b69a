/** Accounts, SMS codes and sessions (see index.ts for how to change the schema). */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Country } from '../../../shared/countries';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** E.164. */
    mobile: text('mobile').notNull(),
    country: text('country').$type<Country>().notNull(),
    /** The language their SMS are written in (one of the country's); null: the country's first. */
    lang: text('lang'),
    createdAt: at('created_at').notNull(),
    deletedAt: at('deleted_at'),
  },
  // Unique among live accounts, so a number can register again after deleting its account.
  (t) => [
    uniqueIndex('users_mobile_live')
      .on(t.mobile)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const smsPurposes = ['login', 'register', 'deleteUser', 'bindCard'] as const;
export type SmsPurpose = (typeof smsPurposes)[number];

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').$type<SmsPurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
    ip: text('ip').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('sms_codes_mobile_created').on(t.mobile, t.createdAt),
    index('sms_codes_ip_created').on(t.ip, t.createdAt),
  ],
);

export const sessionEndReasons = ['replaced', 'logout', 'expired'] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];

export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the token: a stolen table does not yield usable tokens. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
    endReason: text('end_reason').$type<SessionEndReason>(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);
