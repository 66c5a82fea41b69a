/** Coupons (/coupons): the draw, the number of usable coupons, and the list by state (§3). */
import '@mantine/core/styles/SegmentedControl.css';
import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQuery } from '../../lib/api/use-query';
import { PageHeader } from '../../lib/layout/page-header';
import { loginPathFor } from '../../lib/require-token';
import { useStored } from '../../lib/use-stored';
import { pathOf } from '../../shared/routes';
import { CouponCard } from './coupon-card';
import type { CouponState } from './coupon-state';
import { LotteryDraw } from './lottery-draw';

const TABS: CouponState[] = ['usable', 'used', 'expired'];

export function CouponsPage() {
  const { t } = useTranslation(['coupons', 'common']);
  const token = useStored('token');
  const [tab, setTab] = useState<CouponState>('usable');
  const quantity = useQuery('lotteryDrawCouponQuantity', token ? {} : null);
  const list = useQuery('lotteryDrawCoupons', token ? { status: tab } : null);
  const header = <PageHeader title={t('common:routes.coupons')} />;
  if (!token) {
    return (
      <>
        {header}
        <Stack px="md">
          <Text>{t('signIn')}</Text>
          <Button component={Link} to={loginPathFor(pathOf('coupons'))}>
            {t('login')}
          </Button>
        </Stack>
      </>
    );
  }
  return (
    <>
      {header}
      <Stack px="md" gap="sm" pb="xl">
        <LotteryDraw
          onWon={() => {
            void quantity.mutate();
            void list.mutate();
          }}
        />
        {/* No count line at 0: the empty list below says it in words. */}
        {quantity.data && quantity.data.quantity > 0 && (
          <Text fw={600}>{t('quantity', { count: quantity.data.quantity })}</Text>
        )}
        <SegmentedControl
          fullWidth
          // Kiswahili labels are long: let them wrap rather than run off the 360 px screen.
          styles={{ label: { paddingInline: 4, whiteSpace: 'normal', lineHeight: 1.25 } }}
          value={tab}
          onChange={(v) => setTab(v as CouponState)}
          data={TABS.map((s) => ({ value: s, label: t(`state.${s}`) }))}
        />
        {list.error && <Text role="alert">{t('failed')}</Text>}
        {list.data && list.data.list.length === 0 && <Text c="dimmed">{t(`empty.${tab}`)}</Text>}
        {list.data?.list.map((coupon) => (
          <CouponCard key={coupon.couponId} coupon={coupon} />
        ))}
        <Text size="xs" c="dimmed">
          {t('howToUse')}
        </Text>
      </Stack>
    </>
  );
}
