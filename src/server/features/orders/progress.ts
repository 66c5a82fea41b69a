/**
 * Where the borrower's application stands: the status number of §4 whose screen (§2) comes next.
 * Every profile step answers with it (contract `progress`), so the client routes with
 * `screenPath`. Steps in order (src/shared/orders.ts PROFILE_STEPS): 6 personal info,
 * 11 work + contacts, 12 ID front, back and face, 17 questionnaire, 5 wallet, then 14 confirm.
 * The open order (created at apply, see state.ts) is moved to that step as steps complete.
 */
import {
  canTransition,
  ORDER_STATUS,
  PROFILE_STEPS,
  type OrderStatus,
} from '../../../shared/orders';
import type { ServerDeps } from '../../types';
import { profileFacts, profileFactsAndOrder, type ProfileFacts } from './progress-repo';
import { findActiveOrder } from './repo';
import { moveOrder } from './state';

export interface Progress {
  orderNo?: string;
  status: OrderStatus;
}

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

/** The first profile step the facts leave undone, or 14 (confirm) when all are done. */
export function stepOf(facts: ProfileFacts): OrderStatus {
  const { forms } = facts;
  if (!forms.has('personal')) return ORDER_STATUS.basicInfo;
  if (!forms.has('work') || !forms.has('contacts')) return ORDER_STATUS.addition;
  if (!facts.kyc) return ORDER_STATUS.identityOcr;
  if (!forms.has('questionnaire')) return ORDER_STATUS.question;
  if (!facts.wallet) return ORDER_STATUS.bindCard;
  return ORDER_STATUS.confirm;
}

/** The first profile step the borrower has not completed, or 14 (confirm) when all are done. */
export async function nextProfileStep(deps: Deps, userId: number): Promise<OrderStatus> {
  return stepOf(await profileFacts(deps.db, userId));
}

/** The next step of the borrower's application; moves the open order there. */
export async function profileProgress(deps: ServerDeps | Deps, userId: number): Promise<Progress> {
  // One statement: the facts and the open order (progress-repo.ts).
  const { facts, order } = await profileFactsAndOrder(deps.db, userId);
  const step = stepOf(facts);
  if (!order) return { status: step };
  const current = order.status;
  if (!PROFILE_STEPS.includes(current) || current === step || !canTransition(current, step)) {
    return { orderNo: order.orderNo, status: PROFILE_STEPS.includes(current) ? step : current };
  }
  try {
    const moved = await moveOrder(deps.db, order, step, 'profile step', deps.clock());
    return { orderNo: moved.orderNo, status: moved.status };
  } catch {
    // Another request moved it first; its answer is as good as ours.
    const again = await findActiveOrder(deps.db, userId);
    return again ? { orderNo: again.orderNo, status: again.status } : { status: step };
  }
}
