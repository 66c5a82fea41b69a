/**
 * Payouts whose outcome the rail has not told (a timeout, payouts paused, an ambiguous answer):
 * `unknown` intents of money out. The borrower is told the money is being sent; staff see each
 * with its age until a status query settles it. Never a reason to send again.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loanOrders, paymentIntents } from '../../db/schema';

const MONEY_OUT = ['disburse', 'refund'] as const;

/** When the unknown payout of this order was ordered, or undefined when none is unknown. */
export async function unknownPayoutSince(db: Db, orderId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: paymentIntents.createdAt })
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.orderId, orderId),
        eq(paymentIntents.purpose, 'disburse'),
        eq(paymentIntents.status, 'unknown'),
      ),
    )
    .limit(1);
  return row?.createdAt;
}

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
