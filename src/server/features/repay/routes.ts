/** HTTP side of repayment and rollover (spec §7 /portal/repayment/*, /repay/*). */
import type { RouteHandlers, ServerDeps } from '../../types';
import { signedIn } from '../loans/user';
import { confirmPayment } from './cashier';
import { loanOrderView } from './detail';
import { completeExtension, extensionData } from './extension';
import { standingOf } from './standing';

export function repayRoutes(deps: ServerDeps): RouteHandlers {
  return {
    repaymentDetail: async ({ user, payload }) =>
      loanOrderView(deps, await standingOf(deps, signedIn(user), payload.orderNo)),
    repaymentConfirm: async ({ user, payload }) =>
      confirmPayment(deps, await standingOf(deps, signedIn(user), payload.orderNo), payload),
    getExtensionData: async ({ user, payload }) =>
      extensionData(deps, await standingOf(deps, signedIn(user), payload.orderNo)),
    confirmExtensionOrder: async ({ user, payload }) =>
      completeExtension(
        deps,
        await standingOf(deps, signedIn(user), payload.orderNo),
        payload.payOrderId,
      ),
  };
}
