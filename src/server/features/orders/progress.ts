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
import { kycComplete } from '../kyc/repo';
import { completedProfileForms } from '../profile/repo';
import { findWallet } from '../wallet/repo';
import { findActiveOrder } from './repo';
import { moveOrder } from './state';

export interface Progress {
  orderNo?: string;
  status: OrderStatus;
}

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

/** The first profile step the borrower has not completed, or 14 (confirm) when all are done. */
export async function nextProfileStep(deps: Deps, userId: number): Promise<OrderStatus> {
  const [forms, kyc, wallet] = await Promise.all([
    completedProfileForms(deps.db, userId),
    kycComplete(deps.db, userId),
    findWallet(deps.db, userId),
  ]);
  if (!forms.has('personal')) return ORDER_STATUS.basicInfo;
  if (!forms.has('work') || !forms.has('contacts')) return ORDER_STATUS.addition;
  if (!kyc) return ORDER_STATUS.identityOcr;
  if (!forms.has('questionnaire')) return ORDER_STATUS.question;
  if (!wallet) return ORDER_STATUS.bindCard;
  return ORDER_STATUS.confirm;
}

/** The next step of the borrower's application; moves the open order there. */
export async function profileProgress(deps: ServerDeps | Deps, userId: number): Promise<Progress> {
  // Independent reads: on PostgreSQL they go out together on the pool's connections.
  const [step, order] = await Promise.all([
    nextProfileStep(deps, userId),
    findActiveOrder(deps.db, userId),
  ]);
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
