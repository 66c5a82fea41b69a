/**
 * Coupon choice on confirm: the borrower's usable coupons whose minimum loan the amount reaches.
 * The server prices the chosen coupon into the one quote; this shows what it saved (or why it
 * was left out), from that quote only.
 */
import '@mantine/core/styles/Input.css';
import { NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../../lib/api/use-query';
import { useErrorText } from '../../lib/use-error-text';
import type { ConfirmProductInfoResponse } from '../../shared/contract/types.gen';
import { formatMoney } from '../../shared/format';

interface Props {
  data: ConfirmProductInfoResponse;
  couponId: string;
  onChange: (couponId: string) => void;
}

export function CouponPicker({ data, couponId, onChange }: Props) {
  const { t } = useTranslation('borrow');
  const errorText = useErrorText();
  const coupons = useQuery('lotteryDrawCoupons', { status: 'usable' });
  const { quote } = data;
  const usable = (coupons.data?.list ?? []).filter(
    (c) => c.usable && c.minLoanAmount <= quote.loanAmount,
  );
  if (usable.length === 0 && !couponId) return null;
  const saved = data.couponId === couponId ? quote.feeOff + quote.interestOff : 0;
  return (
    <div>
      <NativeSelect
        label={t('confirm.coupon.label')}
        value={couponId}
        onChange={(e) => onChange(e.currentTarget.value)}
        data={[
          { value: '', label: t('confirm.coupon.none') },
          ...usable.map((c) => ({ value: c.couponId, label: c.name })),
        ]}
      />
      {couponId && data.couponRefusal && (
        <Text size="sm" c="var(--mantine-color-error)" mt={4}>
          {errorText(data.couponRefusal)}
        </Text>
      )}
      {saved > 0 && (
        <Text size="sm" c="teal.9" mt={4}>
          {t('confirm.coupon.saves', { amount: formatMoney(saved) })}
        </Text>
      )}
    </div>
  );
}
