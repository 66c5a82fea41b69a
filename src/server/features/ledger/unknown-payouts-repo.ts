/**
 * Payouts whose outcome the rail has not told (a timeout, payouts paused, an ambiguous answer):
 * `unknown` intents of money out. The borrower is told the money is being sent (or delayed, while
 * payouts are paused: payout-attempts-repo.ts); staff see each with its age until a status query
 * settles it. Never a reason to send again.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loanOrders, paymentIntents } from '../../db/schema';

const MONEY_OUT = ['disburse', 'refund'] as const;

export interface UnknownPayout {
  readonly payOrderId: string;
  readonly orderNo: string;
  readonly purpose: string;
  readonly amount: number;
  readonly provider: string;
  readonly createdAt: Date;
  readonly nextQueryAt: Date | null;
}

/** Every unknown payout, oldest first (at most `limit`). */
export async function unknownPayouts(db: Db, limit = 200): Promise<UnknownPayout[]> {
  return db
    .select({
      payOrderId: paymentIntents.payOrderId,
      orderNo: loanOrders.orderNo,
      purpose: paymentIntents.purpose,
      amount: paymentIntents.amount,
      provider: paymentIntents.provider,
      createdAt: paymentIntents.createdAt,
      nextQueryAt: paymentIntents.nextQueryAt,
    })
    .from(paymentIntents)
    .innerJoin(loanOrders, eq(loanOrders.id, paymentIntents.orderId))
    .where(
      and(eq(paymentIntents.status, 'unknown'), inArray(paymentIntents.purpose, [...MONEY_OUT])),
    )
    .orderBy(asc(paymentIntents.createdAt))
    .limit(limit);
}
