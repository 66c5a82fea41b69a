/**
 * What a coupon takes off (§3): shillings or a percent, of the fee or of the interest; the
 * principal is never discounted. Returns the translation key (in `coupons`) and its values. The
 * server's prize name is English-only data, so the coupon list and the confirm screen say this.
 */
import type { LotteryDrawCouponsResponse } from '../shared/contract/types.gen';
import type { Country } from '../shared/countries';
import { formatMoney } from '../shared/format';

type Coupon = LotteryDrawCouponsResponse['list'][number];

export type HeadlineKey = `card.off.${'fee' | 'interest'}${'Amount' | 'Percent'}`;

export function couponHeadline(
  coupon: Pick<Coupon, 'kind' | 'amount' | 'percent'>,
  country: Country,
): { key: HeadlineKey; values: { amount?: string; percent?: number } } {
  // A percentage coupon carries `percent` (and amount 0).
  if (coupon.percent !== undefined) {
    return { key: `card.off.${coupon.kind}Percent`, values: { percent: coupon.percent } };
  }
  return {
    key: `card.off.${coupon.kind}Amount`,
    values: { amount: formatMoney(coupon.amount, country) },
  };
}
