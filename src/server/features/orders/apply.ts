/**
 * Opening an order (docs/product.md §4): at apply the row is created in the first profile step not done.
 * One application per borrower is the partial unique index `loan_orders_one_active`: when two
 * applies race, the loser's insert does nothing and both answer with the one order, so retries
 * and double taps never open a second one.
 */
import { randomBytes } from 'node:crypto';
import { ApiError } from '../../api-error';
import type { ServerDeps } from '../../types';
import { productById, offerFor } from '../products';
import { nextProfileStep } from './progress';
import { findActiveOrder, findLatestOrder, findUser, insertOrder } from './repo';
import { recordCreated } from './state';
import { liveFlagKinds } from './flags-repo';
import { hasEffect } from '../../domain/borrower-flags';
import type { OrderStatus } from '../../../shared/orders';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

function newOrderNo(): string {
  return `L${randomBytes(9).toString('hex').toUpperCase()}`;
}

export async function applyForLoan(
  deps: Deps,
  userId: number,
  productId: string,
): Promise<{ orderNo: string; status: OrderStatus }> {
  const existing = await findActiveOrder(deps.db, userId);
  if (existing) return { orderNo: existing.orderNo, status: existing.status };
  const user = await findUser(deps.db, userId);
  if (!user) throw new ApiError('tokenInvalid');
  // A flag that stops new loans (fraud, deceased) is checked before anything is opened.
  if (hasEffect(await liveFlagKinds(deps.db, userId), 'noNewLoans'))
    throw new ApiError('applicationUnavailable');
  const product = productById(user.country, productId);
  const now = deps.clock();
  const last = await findLatestOrder(deps.db, userId);
  if (last?.reapplyAt && last.reapplyAt.getTime() > now) throw new ApiError('reapplyTooSoon');
  const [offer, step] = await Promise.all([
    offerFor(deps.db, userId, product),
    nextProfileStep(deps, userId),
  ]);
  const created = await deps.db.transaction(async (tx) => {
    const row = await insertOrder(tx, {
      orderNo: newOrderNo(),
      userId,
      country: user.country,
      productId,
      status: step,
      level: offer.level.level,
      creditLimit: offer.level.limit,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    });
    if (row) await recordCreated(tx, row, now);
    return row;
  });
  const order = created ?? (await findActiveOrder(deps.db, userId));
  if (!order) throw new ApiError('submitFailed');
  return { orderNo: order.orderNo, status: order.status };
}

/** Apply again: only once the previous order is over (finished, cancelled, rejected, failed). */
export async function applyAgain(deps: Deps, userId: number, productId: string) {
  const active = await findActiveOrder(deps.db, userId);
  if (active) throw new ApiError('activeLoanExists');
  return applyForLoan(deps, userId, productId);
}
