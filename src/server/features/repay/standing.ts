/**
 * Where a disbursed loan stands now: accrued through today in a transaction, then read from the
 * journal. Every repayment view and check starts here, so what the borrower sees is what they owe.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ApiError } from '../../api-error';
import { totalOwed, type Owed } from '../../domain/allocation';
import type { Product } from '../../domain/product';
import type { Db } from '../../db/client';
import { paymentIntents } from '../../db/schema';
import type { ServerDeps } from '../../types';
import { accrueLoan } from '../ledger/accrue';
import { orderOwed } from '../ledger/repo';
import { productOf } from '../loans/products';
import { findOwnOrder, lockOrder, type OrderRow } from '../orders/repo';

export interface Standing {
  readonly order: OrderRow;
  readonly product: Product;
  readonly owed: Owed;
  readonly amountDue: number;
  readonly amountRepaid: number;
}

async function repaid(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${paymentIntents.amount}), 0)` })
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.orderId, orderId),
        eq(paymentIntents.purpose, 'repay'),
        eq(paymentIntents.status, 'succeeded'),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function standingOf(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  userId: number,
  orderNo: string,
): Promise<Standing> {
  const found = await findOwnOrder(deps.db, userId, orderNo);
  if (!found) throw new ApiError('orderNotFound');
  const product = productOf(found.country);
  const order = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, found.id);
    return locked ? accrueLoan(tx, locked, product, deps.clock()) : found;
  });
  const owed = await orderOwed(deps.db, order.id);
  return {
    order,
    product,
    owed,
    amountDue: totalOwed(owed),
    amountRepaid: await repaid(deps.db, order.id),
  };
}
