/** Lottery draw and coupon calls of spec §7 (coupon fields of spec §3). */
import { endpoint, object } from './define';
import { epochSeconds, id, money, orderNo, page, pageSize, text } from './fields';

const couponStatus = { type: 'string', enum: ['usable', 'used', 'expired'] };

const coupon = object(
  {
    couponId: id,
    name: text(100),
    amount: { ...money, description: 'Discount on the fee' },
    minLoanAmount: { ...money, description: 'Minimum loan quota the coupon applies to' },
    expiresAt: epochSeconds,
    status: couponStatus,
    usedAt: epochSeconds,
    orderNo: { ...orderNo, description: 'The order it was used on' },
  },
  ['couponId', 'name', 'amount', 'minLoanAmount', 'expiresAt', 'status'],
);

const couponList = object({
  list: { type: 'array', items: coupon },
  total: { type: 'integer', minimum: 0 },
});

export const coupons = {
  lotteryDrawIsShow: endpoint({
    method: 'GET',
    path: '/lottery-draw/is-show',
    auth: true,
    summary: 'Whether the borrower has a draw to play',
    response: object({ show: { type: 'boolean' } }),
  }),
  lotteryDrawCreate: endpoint({
    method: 'POST',
    path: '/lottery-draw/create',
    auth: true,
    summary: 'Plays the draw: grants a coupon',
    response: object({ coupon }),
  }),
  lotteryDrawCouponQuantity: endpoint({
    method: 'GET',
    path: '/lottery-draw/coupon/quantity',
    auth: true,
    summary: 'Number of usable coupons (badge on Me)',
    response: object({ quantity: { type: 'integer', minimum: 0 } }),
  }),
  lotteryDrawCoupons: endpoint({
    method: 'GET',
    path: '/lottery-draw/coupons',
    auth: true,
    summary: 'Coupons of the borrower, optionally of one status',
    request: object({ status: couponStatus, page, pageSize }, []),
    response: couponList,
  }),
  lotteryDrawCouponUse: endpoint({
    method: 'POST',
    path: '/lottery-draw/coupon/use',
    auth: true,
    summary: 'Checks a coupon against an order and returns the discount it gives',
    request: object({ couponId: id, orderNo }),
    response: object({ discount: money }),
  }),
  lotteryDrawCouponUsed: endpoint({
    method: 'POST',
    path: '/lottery-draw/coupon/used',
    auth: true,
    summary: 'Coupons already used, newest first',
    request: object({ page, pageSize }, []),
    response: couponList,
  }),
} as const;
