/**
 * The automatic steps of an order (docs/product.md §4, §9): assessment after submission (or a referral to
 * staff, who then approve or reject through the same steps), approval with an auto-disbursement
 * time and a 24 h expiry, the expiry itself, and the borrower's one permitted
 * cancel (before the payout, /loan/cancel-draw-money).
 */
import { ApiError } from '../../api-error';
import { ORDER_STATUS } from '../../../shared/orders';
import { schedule } from '../../jobs/queue';
import type { ServerDeps } from '../../types';
import { AMOUNT_ABOVE_LIMIT, type InputValue } from '../../domain/credit-policy';
import {
  carriedLimit,
  decideApplication,
  gatherOutside,
  limitChange,
  queueDeclineSms,
  queueLimitSms,
} from '../credit';
import {
  findOrder,
  lockOrder,
  moveOrder,
  type OrderRow,
  patchOrder,
  requireOwnOrder,
} from '../orders';
import { productOf } from '../products';
import { collectionComplete } from './collection-check';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;

export const EXPIRY_MS = 24 * 3_600_000;
const DAY_MS = 86_400_000;

async function decide(
  deps: Deps,
  order: OrderRow,
  now: number,
  outside: ReadonlyMap<string, InputValue>,
): Promise<void> {
  const product = productOf(order.country);
  // The limit the borrower had, read before this decision becomes their latest.
  const before = await carriedLimit(deps.db, order.userId);
  // The country's policy decides and stores its evidence in this transaction (decision 0049).
  const { decision, reapplyAfterDays } = await decideApplication(
    deps.db,
    order,
    product.productId,
    now,
    outside,
  );
  if (decision.outcome === 'refer') {
    // Left at 1 ("assessing" for the borrower) until staff approve or reject it.
    await patchOrder(deps.db, order.id, { referredAt: new Date(now) }, now);
    return;
  }
  if (decision.outcome === 'decline') {
    // Declined only for asking more than the limit: the borrower may ask for less at once.
    const days =
      decision.reasons[0] === AMOUNT_ABOVE_LIMIT
        ? 0
        : (reapplyAfterDays ?? product.reapplyAfterDays);
    const reapplyAt = new Date(now + days * DAY_MS);
    const reason = `rejected: ${decision.reasons.join(', ') || 'policy'}`;
    await rejectApplication(deps, order, reason, reapplyAt, now);
    // The borrower reads why by SMS too, in the policy's words (decision 0049).
    await queueDeclineSms(deps.db, deps, order, decision.reasons, reapplyAt.getTime());
    return;
  }
  await approveApplication(deps, order, now);
  // A limit cut, or lifted again, is told by SMS with why (decision 0053).
  const change = limitChange(before, decision, order.creditLimit);
  await queueLimitSms(deps.db, deps, order, change);
}

/** Declines an application under assessment (1 → 9): the borrower may apply again from `reapplyAt`. */
export async function rejectApplication(
  deps: Deps,
  order: OrderRow,
  reason: string,
  reapplyAt: Date,
  now: number,
): Promise<void> {
  await moveOrder(deps.db, order, ORDER_STATUS.reject, reason, now, { reapplyAt });
}

/** Approves an application (1 → 18) with its auto-disbursement time and its 24 h expiry. */
export async function approveApplication(
  deps: Deps,
  order: OrderRow,
  now: number,
  reason = 'approved',
): Promise<void> {
  const autoDisburseAt = now + deps.config.autoDisburseDelaySeconds * 1000;
  const expiresAt = now + EXPIRY_MS;
  await moveOrder(deps.db, order, ORDER_STATUS.getMoney, reason, now, {
    approvedAt: new Date(now),
    autoDisburseAt: new Date(autoDisburseAt),
    expiresAt: new Date(expiresAt),
  });
  await schedule(deps.db, {
    kind: 'disburse',
    key: `disburse:${order.id}`,
    runAt: autoDisburseAt,
    payload: { orderId: order.id },
  });
  await schedule(deps.db, {
    kind: 'expire',
    key: `expire:${order.id}`,
    runAt: expiresAt,
    payload: { orderId: order.id },
  });
}

/** The assessment job: 19 waits for data collection, 1 is decided. Returns false to retry later. */
export async function assessOrder(deps: Deps, orderId: number): Promise<boolean> {
  const outside = await outsideOf(deps, orderId);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    let order = await lockOrder(tx, orderId);
    if (!order) return true;
    if (order.status === ORDER_STATUS.finishLoading) {
      if (!(await collectionComplete({ ...deps, db: tx }, order))) return false;
      order = await moveOrder(tx, order, ORDER_STATUS.applying, 'data collected', now);
    }
    // A referred application is staff's to decide: the rules never take it back.
    if (order.status === ORDER_STATUS.applying && !order.referredAt)
      await decide({ ...deps, db: tx }, order, now, outside);
    return true;
  });
}

/**
 * The bureau, ID and SIM answers the policy reads, asked before the transaction (bounded, decision
 * 0051) for an application about to be decided; none for one staff or collection still hold.
 */
async function outsideOf(deps: Deps, orderId: number): Promise<ReadonlyMap<string, InputValue>> {
  const order = await findOrder(deps.db, orderId);
  const due =
    order?.status === ORDER_STATUS.applying ||
    (order?.status === ORDER_STATUS.finishLoading && (await collectionComplete(deps, order)));
  if (!order || !due || order.referredAt) return new Map();
  return gatherOutside(deps, order, productOf(order.country).productId);
}

/**
 * The 24 h expiry: an approved order never paid out is cancelled, unless its expiry moved later
 * (a payout deferred while the wallet cools off: disburse.ts) and a later job will decide.
 */
export async function expireOrder(deps: Deps, orderId: number): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const due = !order?.expiresAt || order.expiresAt.getTime() <= now;
    if (order?.status === ORDER_STATUS.getMoney && due)
      await moveOrder(tx, order, ORDER_STATUS.cancel, 'expired after 24 h', now);
  });
}

/** The borrower cancels an approved order before the payout (18 → 8). */
export async function cancelDrawMoney(deps: Deps, userId: number, orderNo: string) {
  const found = await requireOwnOrder(deps.db, userId, orderNo);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id);
    if (order?.status === ORDER_STATUS.cancel) return { orderNo, status: ORDER_STATUS.cancel };
    if (order?.status !== ORDER_STATUS.getMoney) throw new ApiError('orderStatusInvalid');
    const moved = await moveOrder(tx, order, ORDER_STATUS.cancel, 'cancelled by borrower', now);
    return { orderNo, status: moved.status };
  });
}
