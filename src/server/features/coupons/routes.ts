/** HTTP side of the lottery draw and coupon calls (spec §7). */
import { ApiError } from '../../api-error';
import type { AuthUser, RouteHandlers, ServerDeps } from '../../types';
import * as coupons from './service';

function signedIn(user: AuthUser | null): number {
  if (!user) throw new ApiError('notLoggedIn');
  return user.userId;
}

export function couponRoutes(deps: ServerDeps): RouteHandlers {
  return {
    lotteryDrawIsShow: ({ user }) => coupons.isShow(deps, signedIn(user)),
    lotteryDrawCreate: ({ user }) => coupons.draw(deps, signedIn(user)),
    lotteryDrawCouponQuantity: ({ user }) => coupons.quantity(deps, signedIn(user)),
    lotteryDrawCoupons: ({ user, payload }) => coupons.list(deps, signedIn(user), payload),
    lotteryDrawCouponUse: ({ user, payload }) => coupons.preview(deps, signedIn(user), payload),
    lotteryDrawCouponUsed: ({ user, payload }) =>
      coupons.list(deps, signedIn(user), { ...payload, status: 'used' }),
  };
}
