/** The borrower's forms (docs/architecture.md §5): one row per user and form, the cleaned data as JSON. */
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Country } from '../../../shared/countries';
import { users } from './auth';

export const profileFormNames = ['personal', 'work', 'contacts', 'questionnaire'] as const;
export type ProfileFormName = (typeof profileFormNames)[number];

/**
 * A borrower's names as one text, the expression the name index holds: `||` with coalesce, not
 * concat_ws, because an index needs an immutable expression.
 */
export function fullNameOf(data: AnyPgColumn | SQL): SQL {
  return sql`coalesce(${data}->>'firstName', '') || ' ' || coalesce(${data}->>'middleName', '') || ' ' || coalesce(${data}->>'lastName', '')`;
}

/** The lower-case words of a borrower's names, the array the name-word index holds. */
export function nameWordsOf(data: AnyPgColumn | SQL): SQL {
  return sql`(string_to_array(lower(${fullNameOf(data)}), ' '))`;
}

export const profileForms = pgTable(
  'profile_forms',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    form: text('form').$type<ProfileFormName>().notNull(),
    country: text('country').$type<Country>().notNull(),
    /** What the server accepted: hidden and stale values already dropped by the rules. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** Hash of the schema file the data was validated against. */
    schemaHash: text('schema_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.form] }),
    // The console finds a borrower by national ID without reading every profile.
    index('profile_forms_national_id')
      .on(sql`(${t.data}->>'nationalId')`)
      .where(sql`${t.form} = 'personal'`),
    // ...and by the whole words of a name, in any order (migration 0031).
    index('profile_forms_name_words')
      .using('gin', nameWordsOf(t.data))
      .where(sql`${t.form} = 'personal'`),
  ],
);
