/**
 * Coupon choice on confirm: the borrower's usable coupons whose minimum loan the amount reaches,
 * previewed on the current quote by the server (the discount it gives, or why it is refused).
 */
import '@mantine/core/styles/Input.css';
import { NativeSelect, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../../lib/api/use-query';
import { useErrorText } from '../../lib/use-error-text';
import type { ConfirmProductInfoResponse } from '../../shared/contract/types.gen';
import { formatMoney } from '../../shared/format';

type Quote = ConfirmProductInfoResponse['quote'];

interface Props {
  quote: Quote;
  couponId: string;
  onChange: (couponId: string, discount: number) => void;
}

export function CouponPicker({ quote, couponId, onChange }: Props) {
  const { t } = useTranslation('borrow');
  const errorText = useErrorText();
  const coupons = useQuery('lotteryDrawCoupons', { status: 'usable' });
  const preview = useQuery(
    'lotteryDrawCouponUse',
    couponId
      ? { couponId, principal: quote.loanAmount, fee: quote.fee, interest: quote.interest }
      : null,
  );
  const discount = preview.data?.discount ?? 0;
  useEffect(() => onChange(couponId, couponId ? discount : 0), [couponId, discount, onChange]);
  const usable = (coupons.data?.list ?? []).filter(
    (c) => c.usable && c.minLoanAmount <= quote.loanAmount,
  );
  if (usable.length === 0) return null;
  return (
    <div>
      <NativeSelect
        label={t('confirm.coupon.label')}
        value={couponId}
        onChange={(e) => onChange(e.currentTarget.value, 0)}
        data={[
          { value: '', label: t('confirm.coupon.none') },
          ...usable.map((c) => ({ value: c.couponId, label: c.name })),
        ]}
      />
      {preview.error && (
        <Text size="sm" c="var(--mantine-color-error)" mt={4}>
          {errorText(preview.error)}
        </Text>
      )}
      {discount > 0 && (
        <Text size="sm" c="teal" mt={4}>
          {t('confirm.coupon.saves', { amount: formatMoney(discount) })}
        </Text>
      )}
    </div>
  );
}
