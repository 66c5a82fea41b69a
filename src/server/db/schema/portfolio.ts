/**
 * The portfolio report as filed at each business day's close (issue 35, migration 0033): a closed
 * day's report is read back as one row, so it answers at once and never changes afterwards.
 */
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Country } from '../../../shared/countries';
import type { ProductPortfolio } from '../../domain/portfolio';

/** One country's report for one closed business day, per product, as the close computed it. */
export const portfolioDays = pgTable(
  'portfolio_days',
  {
    country: text('country').$type<Country>().notNull(),
    day: integer('day').notNull(),
    /** The aging buckets' names, in order, as the product file had them that day. */
    buckets: jsonb('buckets').$type<string[]>().notNull(),
    products: jsonb('products').$type<ProductPortfolio[]>().notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ name: 'portfolio_days_pk', columns: [t.country, t.day] })],
);
