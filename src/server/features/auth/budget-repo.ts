/** SQL of request budgets: one atomic upsert per request, old windows swept. */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requestBudgets } from '../../db/schema';

/** Counts one request against `key` in the window; returns the count including it. */
export async function spend(db: Db, key: string, windowStart: Date): Promise<number> {
  const rows = await db
    .insert(requestBudgets)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [requestBudgets.key, requestBudgets.windowStart],
      set: { count: sql`${requestBudgets.count} + 1` },
    })
    .returning({ count: requestBudgets.count });
  return rows[0]?.count ?? 1;
}

export async function sweepBefore(db: Db, before: Date): Promise<void> {
  await db.delete(requestBudgets).where(lt(requestBudgets.windowStart, before));
}
