/**
 * Approved orders with their payout jobs due, each of a new borrower with a wallet: a queue for
 * job runners to pay out (the kill test kills them mid-payout, the fleet test under load).
 */
import type { Db } from '../../src/server/db/client';
import { jobs, wallets } from '../../src/server/db/schema';
import { chargesOf, quote } from '../../src/server/domain/pricing';
import { productOf } from '../../src/server/features/products';
import { ORDER_STATUS } from '../../src/shared/orders';
import { aBorrower, anOrder } from './factories';

export async function seedApprovedOrders(db: Db, count: number, now: number): Promise<void> {
  const product = productOf('TZ');
  // Numbers of their own range (077…), apart from those the tests sign up (071…), each ending in
  // 7: the sandbox's outside data reads a SIM swap or a fault from endings 000, 1111, 8888, 9999.
  const tag = String(now % 1_000).padStart(3, '0');
  for (let i = 0; i < count; i++) {
    const user = await aBorrower(db, {
      mobile: `+25577${tag}${String(i).padStart(3, '0')}7`,
      country: 'TZ',
      createdAt: new Date(now),
    });
    await db.insert(wallets).values({
      userId: user.id,
      bankCode: 'mpesa',
      account: user.mobile,
      updatedAt: new Date(now),
    });
    const q = quote(product, 10_000 + (i % 40) * 1_000, 91, now);
    const order = await anOrder(db, user, {
      orderNo: `A${tag}${i}`,
      productId: product.productId,
      status: ORDER_STATUS.getMoney,
      amount: q.loanAmount,
      days: 91,
      quote: { ...chargesOf(q), aprBp: q.aprBp },
      approvedAt: new Date(now),
      autoDisburseAt: new Date(now),
      createdAt: new Date(now),
      updatedAt: new Date(now),
    });
    await db.insert(jobs).values({
      kind: 'disburse',
      key: `disburse:${order.id}`,
      payload: { orderId: order.id },
      runAt: new Date(now - 1000),
      status: 'pending',
    });
  }
}
