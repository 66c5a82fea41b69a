/** HTTP side of the lottery draw and coupon calls (docs/product.md §7). */
import type { RouteHandlers, ServerDeps } from '../../types';
import * as coupons from './service';

export function couponRoutes(deps: ServerDeps): RouteHandlers {
  return {
    lotteryDrawIsShow: ({ user }) => coupons.isShow(deps, user.userId),
    lotteryDrawCreate: ({ user }) => coupons.draw(deps, user.userId),
    lotteryDrawCouponQuantity: ({ user }) => coupons.quantity(deps, user.userId),
    lotteryDrawCoupons: ({ user, payload }) => coupons.list(deps, user.userId, payload),
    lotteryDrawCouponUse: ({ user, payload }) => coupons.preview(deps, user.userId, payload),
    lotteryDrawCouponUsed: ({ user, payload }) =>
      coupons.list(deps, user.userId, { ...payload, status: 'used' }),
  };
}
