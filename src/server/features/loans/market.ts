/** Read views of the loan market: the repay badge, credit and a declined borrower's next steps. */
import { ApiError } from '../../api-error';
import { businessDay, endOfBusinessDay } from '../../domain/business-date';
import { inPhase, ORDER_STATUS } from '../../../shared/orders';
import type { ServerDeps } from '../../types';
import { findActiveOrder, findLatestOrder, findUser } from '../orders';
import { productOf } from '../products';
import { shownOffer } from './carried-offer';
import { toldReasons } from '../credit';
import type { RecommendationStore } from './recommendations';
import { seconds } from './views';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;

async function countryOf(deps: Deps, userId: number) {
  const user = await findUser(deps.db, userId);
  if (!user) throw new ApiError('tokenInvalid');
  return user.country;
}

export async function repayColor(deps: Deps, userId: number) {
  const order = await findActiveOrder(deps.db, userId);
  if (!order || !inPhase(order.status, 'repaying') || order.dueDay === null)
    return { color: 'none' as const };
  const left = order.dueDay - businessDay(deps.clock(), order.country);
  const color =
    order.status === ORDER_STATUS.overdue ? 'overdue' : left <= 3 ? 'dueSoon' : 'normal';
  return {
    color,
    orderNo: order.orderNo,
    dueDate: seconds(endOfBusinessDay(order.dueDay, order.country)),
  } as const;
}

export async function creditInfo(deps: Deps, userId: number) {
  const product = productOf(await countryOf(deps, userId));
  const offer = await shownOffer(deps.db, userId, product);
  const active = await findActiveOrder(deps.db, userId);
  const used = active && inPhase(active.status, 'repaying') ? (active.amount ?? 0) : 0;
  return {
    currency: product.currency,
    creditLimit: offer.level.limit,
    availableLimit: Math.max(0, offer.level.limit - used),
    level: offer.level.level,
    ...(offer.next ? { nextLevelLimit: offer.next.limit } : {}),
    // A limit below the ladder's says why, in the policy's words (decision 0053).
    ...(offer.carried ? { limitReasons: [...offer.carried.reasons] } : {}),
  };
}

/** For a rejected borrower: when to apply again, and the partner products of their country. */
export async function rejectRecommendation(deps: Deps, store: RecommendationStore, userId: number) {
  const last = await findLatestOrder(deps.db, userId);
  if (last?.status !== ORDER_STATUS.reject) return { show: false, products: [] };
  return {
    show: true,
    ...(last.reapplyAt ? { reapplyAt: seconds(last.reapplyAt.getTime()) } : {}),
    // Why, in the policy's words (decision 0049): a decline the borrower cannot read is no answer.
    ...(await toldReasons(deps.db, last.id)),
    products: [...store.get(last.country)],
  };
}
