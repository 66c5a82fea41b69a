/**
 * The loan behind each disputed payment, so finance reads an order number and an amount in its
 * currency instead of a bare payment reference and digits.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loanOrders, paymentIntents } from '../../db/schema';

export interface DisputedPayment {
  readonly orderNo: string;
  readonly country: string;
  readonly purpose: string;
}

/** By payment reference; a reference without a payment here is left out. */
export async function paymentsOf(
  db: Db,
  payOrderIds: readonly string[],
): Promise<Map<string, DisputedPayment>> {
  if (payOrderIds.length === 0) return new Map();
  const rows = await db
    .select({
      payOrderId: paymentIntents.payOrderId,
      purpose: paymentIntents.purpose,
      orderNo: loanOrders.orderNo,
      country: loanOrders.country,
    })
    .from(paymentIntents)
    .innerJoin(loanOrders, eq(loanOrders.id, paymentIntents.orderId))
    .where(inArray(paymentIntents.payOrderId, [...payOrderIds]));
  return new Map(rows.map(({ payOrderId, ...rest }) => [payOrderId, rest]));
}
