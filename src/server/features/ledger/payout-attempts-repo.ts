/** An order's payouts, oldest first, as its screens tell them (domain/payout-failure.ts). */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentIntents } from '../../db/schema';
import type { PayoutAttempt } from '../../domain/payout-failure';

export async function payoutAttempts(db: Db, orderId: number): Promise<PayoutAttempt[]> {
  const rows = await db
    .select({
      status: paymentIntents.status,
      failure: paymentIntents.failure,
      createdAt: paymentIntents.createdAt,
    })
    .from(paymentIntents)
    .where(and(eq(paymentIntents.orderId, orderId), eq(paymentIntents.purpose, 'disburse')))
    .orderBy(asc(paymentIntents.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() }));
}
