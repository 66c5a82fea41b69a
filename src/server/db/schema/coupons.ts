/** Coupons (docs/product.md §3): a discount on the fee or the interest of one loan, never on the principal. */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const couponKinds = ['fee', 'interest'] as const;
export type CouponKind = (typeof couponKinds)[number];

export const couponSources = ['draw'] as const;
export type CouponSource = (typeof couponSources)[number];

export const coupons = pgTable(
  'coupons',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<CouponKind>().notNull(),
    /** Minor units off; 0 when `percent` is set. */
    amount: integer('amount').notNull().default(0),
    /** Whole percent off the component (1 to 100), instead of an amount. */
    percent: integer('percent'),
    /** The minimum loan quota (principal) the coupon applies to. */
    minLoanAmount: integer('min_loan_amount').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    source: text('source').$type<CouponSource>().notNull(),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
    usedByOrder: text('used_by_order'),
  },
  (t) => [
    index('coupons_user').on(t.userId),
    // The draw grants one coupon per borrower, even when two draws race.
    uniqueIndex('coupons_one_draw_per_user')
      .on(t.userId)
      .where(sql`${t.source} = 'draw'`),
  ],
);
