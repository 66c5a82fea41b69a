/**
 * The USSD channel's state (docs/decisions/0052-ussd-channel.md), in the database so any server of
 * the fleet answers any screen of a session: one row per gateway session (where the borrower
 * stands, the last screen for drop-off counts), and one draft per borrower and form, saved after
 * each answer, from which a dropped session resumes.
 */
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Country } from '../../../shared/countries';
import { users } from './auth';

export const ussdSessions = pgTable(
  'ussd_sessions',
  {
    /** The aggregator's name and its session id: two aggregators never share an id space. */
    provider: text('provider').notNull(),
    sessionId: text('session_id').notNull(),
    /** Null until the number is registered; the number itself is never stored here. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'cascade',
    }),
    country: text('country').$type<Country>().notNull(),
    /** Where the borrower stands (menu, form question, page): src/server/features/ussd/state.ts. */
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    /** The gateway's `text` of the last request answered: the next one's new input follows it. */
    lastText: text('last_text').notNull(),
    /** The name of the last screen shown (no answers in it): drop-off per screen. */
    screen: text('screen').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.sessionId] }),
    index('ussd_sessions_updated').on(t.updatedAt),
  ],
);

export const ussdDrafts = pgTable(
  'ussd_drafts',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    form: text('form').notNull(),
    country: text('country').$type<Country>().notNull(),
    /** The valid answers so far, cleaned by the form's rules. */
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    /** Hash of the form file the answers were checked against. */
    schemaHash: text('schema_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.form] })],
);
