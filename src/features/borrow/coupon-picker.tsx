/**
 * Coupon choice on confirm: the borrower's usable coupons whose minimum loan the amount reaches.
 * The server prices the chosen coupon into the one quote; this shows what it saved (or why it
 * was left out), from that quote only.
 */
import '@mantine/core/styles/Input.css';
import { NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../../lib/api/use-query';
import { couponHeadline } from '../../lib/coupon-headline';
import { useStored } from '../../lib/use-stored';
import { useErrorText } from '../../lib/use-error-text';
import type { ConfirmProductInfoResponse } from '../../shared/contract/types.gen';
import { formatMoney } from '../../shared/format';

interface Props {
  data: ConfirmProductInfoResponse;
  couponId: string;
  onChange: (couponId: string) => void;
}

/** The tax on a fee, rounded half up to the shilling as the server's pricing does. */
function taxOn(fee: number, data: ConfirmProductInfoResponse): number {
  return Math.round((fee * data.product.feeTaxRate) / 100);
}

export function CouponPicker({ data, couponId, onChange }: Props) {
  const { t } = useTranslation(['borrow', 'coupons']);
  const country = useStored('country');
  const errorText = useErrorText();
  const coupons = useQuery('lotteryDrawCoupons', { status: 'usable' });
  const { quote } = data;
  const usable = (coupons.data?.list ?? []).filter(
    (c) => c.usable && c.minLoanAmount <= quote.loanAmount,
  );
  if (usable.length === 0 && !couponId) return null;
  const priced = data.couponId === couponId;
  // A fee coupon also saves the tax on that fee: the borrower is told the whole saving.
  const taxSaved = priced ? taxOn(quote.fee + quote.feeOff, data) - taxOn(quote.fee, data) : 0;
  const saved = priced ? quote.feeOff + taxSaved + quote.interestOff : 0;
  return (
    <div>
      <NativeSelect
        label={t('confirm.coupon.label')}
        value={couponId}
        onChange={(e) => onChange(e.currentTarget.value)}
        data={[
          { value: '', label: t('confirm.coupon.none') },
          // The prize name is English-only data: say what the coupon takes off, in words.
          ...usable.map((c) => {
            const headline = couponHeadline(c, country);
            return { value: c.couponId, label: t(`coupons:${headline.key}`, headline.values) };
          }),
        ]}
      />
      {couponId && data.couponRefusal && (
        <Text size="sm" c="var(--mantine-color-error)" mt={4}>
          {errorText(data.couponRefusal)}
        </Text>
      )}
      {saved > 0 && (
        <Text size="sm" c="teal.9" mt={4}>
          {t(taxSaved > 0 ? 'confirm.coupon.savesWithTax' : 'confirm.coupon.saves', {
            amount: `${data.product.currency} ${formatMoney(saved)}`,
          })}
        </Text>
      )}
    </div>
  );
}
