/** Calls served by src/server/features/coupons: lottery draw and coupons (docs/product.md §7, fields §3). */
import { endpoint, object } from './define';
import { epochSeconds, id, money, orderNo, page, pageSize, text } from './fields';

const couponStatus = { type: 'string', enum: ['usable', 'used', 'expired'] };

const coupon = object(
  {
    couponId: id,
    name: text(100),
    kind: {
      type: 'string',
      enum: ['fee', 'interest'],
      description: 'What it lowers; never the principal',
    },
    amount: {
      ...money,
      description: 'Shillings off the fee or interest (0 when percent is given)',
    },
    percent: {
      type: 'integer',
      minimum: 1,
      maximum: 100,
      description: 'Percent off instead of an amount',
    },
    minLoanAmount: {
      ...money,
      description: 'Minimum loan quota (principal) the coupon applies to',
    },
    expiresAt: epochSeconds,
    status: couponStatus,
    usable: { type: 'boolean', description: 'Not used and not expired' },
    usedAt: epochSeconds,
    orderNo: { ...orderNo, description: 'The order it was used on' },
  },
  ['couponId', 'name', 'kind', 'amount', 'minLoanAmount', 'expiresAt', 'status', 'usable'],
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
    summary:
      'Previews a coupon on a quote (confirm screen): the discount it gives, or why it is refused; ' +
      'the coupon is spent when the order is submitted with its couponId',
    request: object({ couponId: id, principal: money, fee: money, interest: money }),
    response: object({
      feeOff: money,
      interestOff: money,
      discount: { ...money, description: 'feeOff + interestOff' },
    }),
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
