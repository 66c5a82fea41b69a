/**
 * The portfolio report as filed at each business day's close (migration 0033): a closed
 * day's report is read back as one row, so it answers at once and never changes afterwards.
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
import type { Country } from '../../../shared/countries';
import type { OpenGroup, ProductPortfolio } from '../../domain/portfolio';

/** One country's report for one closed business day, per product, as the close computed it. */
export const portfolioDays = pgTable(
  'portfolio_days',
  {
    country: text('country').$type<Country>().notNull(),
    day: integer('day').notNull(),
    /** The aging buckets' names, in order, as the product file had them that day. */
    buckets: jsonb('buckets').$type<string[]>().notNull(),
    products: jsonb('products').$type<ProductPortfolio[]>().notNull(),
    /**
     * The loans open at the close per product and due day (migration 0037): today's report starts
     * from them. Null on days filed before it, whose today is summed from the journal.
     */
    openGroups: jsonb('open_groups').$type<OpenGroup[]>(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ name: 'portfolio_days_pk', columns: [t.country, t.day] })],
);

/**
 * A loan whose due day, status, payout or finish changed, and when (migration 0037, written by a
 * trigger on loan_orders): with the journal's principal lines, what today's report sums again.
 */
export const loanMoves = pgTable(
  'loan_moves',
  {
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  // The migration's index also carries order_id, so a day's moves are read from it alone.
  (t) => [index('loan_moves_at').on(t.at)],
);
