/** SQL of the borrower's disputes, complaints and data requests (table rights_requests). */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loanOrders, rightsRequests } from '../../db/schema';

export type NewRightsRequest = typeof rightsRequests.$inferInsert;

/** Stores the request; false when its reference was taken (the caller draws another). */
export async function insertRequest(db: Db, values: NewRightsRequest): Promise<boolean> {
  const rows = await db
    .insert(rightsRequests)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: rightsRequests.id });
  return rows.length > 0;
}

/** Whether the order has a dispute no one has resolved. */
export async function hasOpenDispute(db: Db, orderId: number): Promise<boolean> {
  const rows = await db
    .select({ id: rightsRequests.id })
    .from(rightsRequests)
    .where(
      and(
        eq(rightsRequests.orderId, orderId),
        eq(rightsRequests.kind, 'dispute'),
        ne(rightsRequests.status, 'resolved'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** A borrower's requests, newest first, with the order each is about. */
export async function requestsOf(db: Db, userId: number) {
  return db
    .select({ request: rightsRequests, orderNo: loanOrders.orderNo })
    .from(rightsRequests)
    .leftJoin(loanOrders, eq(loanOrders.id, rightsRequests.orderId))
    .where(eq(rightsRequests.userId, userId))
    .orderBy(desc(rightsRequests.createdAt), desc(rightsRequests.id));
}

export async function requestByReference(db: Db, reference: string) {
  const rows = await db
    .select({ request: rightsRequests, orderNo: loanOrders.orderNo })
    .from(rightsRequests)
    .leftJoin(loanOrders, eq(loanOrders.id, rightsRequests.orderId))
    .where(eq(rightsRequests.reference, reference))
    .limit(1);
  return rows[0];
}
