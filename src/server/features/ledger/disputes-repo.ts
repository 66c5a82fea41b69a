/**
 * SQL of contradicting provider reports kept for operations (db/schema/disputes.ts): recorded in
 * the transaction of the report, listed while open, closed with a note once someone checked the
 * rail.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentDisputes } from '../../db/schema';
import type { Contradiction } from '../../domain/report-contradiction';

export type DisputeRow = typeof paymentDisputes.$inferSelect;

export interface DisputeSource {
  readonly provider: string;
  readonly payOrderId: string;
  readonly providerRef: string | null;
  readonly eventId: string | null;
}

export async function recordDispute(
  db: Db,
  source: DisputeSource,
  found: Contradiction,
  now: number,
): Promise<void> {
  await db.insert(paymentDisputes).values({ ...source, ...found, receivedAt: new Date(now) });
}

/** Open disputes, oldest first: what operations must still look at. */
export function listOpenDisputes(db: Db): Promise<DisputeRow[]> {
  return db
    .select()
    .from(paymentDisputes)
    .where(isNull(paymentDisputes.resolvedAt))
    .orderBy(asc(paymentDisputes.receivedAt), asc(paymentDisputes.id));
}

/** Closes an open dispute with what was found; false when it is unknown or already closed. */
export async function resolveDispute(
  db: Db,
  id: number,
  resolution: string,
  now: number,
): Promise<boolean> {
  const rows = await db
    .update(paymentDisputes)
    .set({ resolvedAt: new Date(now), resolution })
    .where(and(eq(paymentDisputes.id, id), isNull(paymentDisputes.resolvedAt)))
    .returning({ id: paymentDisputes.id });
  return rows.length > 0;
}
