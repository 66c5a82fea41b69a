/** SQL of what the native shell reported collecting. */
import { and, eq } from 'drizzle-orm';
import type { CollectionFlag } from '../../../shared/contract/collection';
import type { Db } from '../../db/client';
import { collectionReports } from '../../db/schema';

export async function collectedFlags(
  db: Db,
  userId: number,
  orderNo: string,
): Promise<CollectionFlag[]> {
  const rows = await db
    .select({ collected: collectionReports.collected })
    .from(collectionReports)
    .where(and(eq(collectionReports.userId, userId), eq(collectionReports.orderNo, orderNo)))
    .limit(1);
  return rows[0]?.collected ?? [];
}

/** Records a report; flags already reported for the order stay reported. */
export async function saveReport(
  db: Db,
  values: { userId: number; orderNo: string; collected: CollectionFlag[]; updatedAt: Date },
): Promise<void> {
  const before = await collectedFlags(db, values.userId, values.orderNo);
  const collected = [...new Set([...before, ...values.collected])];
  await db
    .insert(collectionReports)
    .values({ ...values, collected })
    .onConflictDoUpdate({
      target: [collectionReports.userId, collectionReports.orderNo],
      set: { collected, updatedAt: values.updatedAt },
    });
}
