/** HTTP side of a borrower's payment plan: read the one offered, accept it (own order only). */
import type { RouteHandlers, ServerDeps } from '../../types';
import { requireOwnOrder } from '../orders';
import { acceptPlan, planForBorrower } from './plans';

export function paymentPlanRoutes(deps: ServerDeps): RouteHandlers {
  return {
    paymentPlan: async ({ user, payload }) => {
      const plan = await planForBorrower(
        deps,
        await requireOwnOrder(deps.db, user.userId, payload.orderNo),
        true,
      );
      return plan ? { plan } : {};
    },
    paymentPlanAccept: async ({ user, payload }) =>
      acceptPlan(deps, await requireOwnOrder(deps.db, user.userId, payload.orderNo), {
        planId: payload.planId,
        total: payload.total,
      }),
  };
}
