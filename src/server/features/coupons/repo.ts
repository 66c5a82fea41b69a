/** SQL of coupons. */
import { and, count, desc, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema';
import type { CouponStatus } from './discount-rule';

export type CouponRow = typeof coupons.$inferSelect;

/** The SQL twin of `couponStatus` in discount-rule.ts. */
function statusIs(status: CouponStatus, now: Date): SQL | undefined {
  if (status === 'used') return isNotNull(coupons.usedByOrder);
  if (status === 'expired') return and(isNull(coupons.usedByOrder), lte(coupons.expiresAt, now));
  return and(isNull(coupons.usedByOrder), gt(coupons.expiresAt, now));
}

export async function listCoupons(
  db: Db,
  userId: number,
  filter: { status?: CouponStatus; now: Date; limit: number; offset: number },
): Promise<{ rows: CouponRow[]; total: number }> {
  const where = and(
    eq(coupons.userId, userId),
    filter.status ? statusIs(filter.status, filter.now) : undefined,
  );
  const rows = await db
    .select()
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.usedAt), desc(coupons.createdAt), desc(coupons.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [totals] = await db.select({ n: count() }).from(coupons).where(where);
  return { rows, total: totals?.n ?? 0 };
}

export async function countUsable(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(coupons)
    .where(and(eq(coupons.userId, userId), statusIs('usable', now)));
  return row?.n ?? 0;
}

export async function findCoupon(db: Db, id: number): Promise<CouponRow | undefined> {
  const rows = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return rows[0];
}

export async function hasDrawn(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.userId, userId), eq(coupons.source, 'draw')))
    .limit(1);
  return rows.length > 0;
}

/** Inserts the draw's coupon; undefined when the user already has one (unique index decides). */
export async function insertDrawCoupon(
  db: Db,
  values: typeof coupons.$inferInsert,
): Promise<CouponRow | undefined> {
  const rows = await db.insert(coupons).values(values).onConflictDoNothing().returning();
  return rows[0];
}

/**
 * Claims a coupon for an order; the row when claimed now or already by the same order. A repeat
 * keeps the first time of use.
 */
export async function claimCoupon(
  db: Db,
  id: number,
  orderNo: string,
  usedAt: Date | undefined,
): Promise<CouponRow | undefined> {
  const when = usedAt ? sql`${usedAt.toISOString()}::timestamptz` : sql`now()`;
  const rows = await db
    .update(coupons)
    .set({ usedByOrder: orderNo, usedAt: sql`coalesce(${coupons.usedAt}, ${when})` })
    .where(
      and(eq(coupons.id, id), or(isNull(coupons.usedByOrder), eq(coupons.usedByOrder, orderNo))),
    )
    .returning();
  return rows[0];
}

/** Deleting an account drops the coupons no loan used; used ones belong to a loan's record. */
export async function deleteUnusedCoupons(db: Db, userId: number): Promise<void> {
  await db.delete(coupons).where(and(eq(coupons.userId, userId), isNull(coupons.usedByOrder)));
}

/** Frees the coupons an order had claimed. */
export async function releaseCoupons(db: Db, orderNo: string): Promise<void> {
  await db
    .update(coupons)
    .set({ usedByOrder: null, usedAt: null })
    .where(eq(coupons.usedByOrder, orderNo));
}
