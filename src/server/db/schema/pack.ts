/**
 * The data files (schemas/ and locales/) as published to a fleet (decision 0043): each version
 * one row, each file one row in the version that changed it (content null: the file went). A
 * version's files are, per path, the newest row at or below it. Every server following the
 * database writes that version into its own folders and serves it as it would its own edit.
 */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const packVersions = pgTable('pack_versions', {
  version: integer('version').primaryKey(),
  /** A digest of every path and content hash of the version: equal digests, equal files. */
  digest: text('digest').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Who published it: the host and process, or the operator's name given to the command. */
  publishedBy: text('published_by').notNull(),
});

export const packFiles = pgTable(
  'pack_files',
  {
    version: integer('version')
      .notNull()
      .references(() => packVersions.version),
    /** `schemas/tz/work.json`, `locales/sw_TZ/forms.json`. */
    path: text('path').notNull(),
    hash: text('hash').notNull(),
    /** Null: the file was removed in this version. */
    content: text('content'),
  },
  (t) => [primaryKey({ columns: [t.version, t.path] })],
);
