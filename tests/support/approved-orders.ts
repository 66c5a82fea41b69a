/**
 * Approved orders due to pay out, each of a borrower with a wallet: one a test follows, or a
 * queue with their payout jobs written for job runners to pay out (the kill test kills them
 * mid-payout, the fleet test under load).
 */
import type { Db } from '../../src/server/db/client';
import { jobs, loanOrders, users, wallets } from '../../src/server/db/schema';
import { chargesOf, quote } from '../../src/server/domain/pricing';
import { productOf } from '../../src/server/features/products';
import { COUNTRY_FACTS } from '../../src/shared/countries';
import { ORDER_STATUS } from '../../src/shared/orders';
import { aBorrower, anOrder } from './factories';

type UserRow = typeof users.$inferSelect;
type OrderRow = typeof loanOrders.$inferSelect;

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
    await aPayoutJob(db, order.id, now);
  }
}

/** The job that pays `orderId` out, due a second before `now`: the job runner picks it up next. */
export async function aPayoutJob(db: Db, orderId: number, now: number): Promise<void> {
  await db.insert(jobs).values({
    kind: 'disburse',
    key: `disburse:${orderId}`,
    payload: { orderId },
    runAt: new Date(now - 1_000),
    status: 'pending',
  });
}

/**
 * `user`'s wallet at `account` (their country's first wallet) and an approved order of theirs
 * whose payout is due at `autoDisburseAt` (default: `now`), priced by their country's product at
 * its first term for its least amount and `steps` steps more: a borrower at the payout.
 */
export async function anOrderAtPayout(
  db: Db,
  user: Pick<UserRow, 'id' | 'country'>,
  {
    account,
    now,
    steps = 0,
    autoDisburseAt = now,
    expiresAt,
  }: {
    account: string;
    now: number;
    steps?: number;
    autoDisburseAt?: number;
    /** When the approval lapses; none: the order's default. */
    expiresAt?: number;
  },
): Promise<OrderRow> {
  await db.insert(wallets).values({
    userId: user.id,
    bankCode: COUNTRY_FACTS[user.country].wallets[0]!,
    account,
    updatedAt: new Date(0),
  });
  const product = productOf(user.country);
  const days = product.terms[0]!;
  const q = quote(product, product.minAmount + steps * product.stepAmount, days, now);
  return anOrder(db, user, {
    productId: product.productId,
    status: ORDER_STATUS.getMoney,
    amount: q.loanAmount,
    days,
    quote: { ...chargesOf(q), aprBp: q.aprBp },
    approvedAt: new Date(now),
    autoDisburseAt: new Date(autoDisburseAt),
    ...(expiresAt === undefined ? {} : { expiresAt: new Date(expiresAt) }),
  });
}
