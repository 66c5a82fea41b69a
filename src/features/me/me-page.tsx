/** Me (/me): the masked number or a login button, the §2 list of links, and log out. */
import { Button, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQuery } from '../../lib/api/use-query';
import { maskMobile } from '../../lib/mask-mobile';
import { loginPathFor } from '../../lib/require-token';
import { logOut } from '../../lib/log-out';
import { useStored } from '../../lib/use-stored';
import { pathOf } from '../../shared/routes';
import { LinkRow } from '../../lib/layout/link-row';
import { RatingPopup } from './rating-popup';
import { SupportHours } from './support-hours';

const LINKS = [
  ['coupon', 'coupons'],
  ['faq', 'faq'],
  ['aboutUs', 'aboutUs'],
  ['customerService', 'customerServices'],
  ['settings', 'settings'],
  ['agreements', 'agreements'],
  ['requests', 'myRequests'],
  ['myData', 'myData'],
] as const;

export function MePage() {
  const { t } = useTranslation('me');
  const token = useStored('token');
  const stored = useStored('userInfo');
  // Refreshed from the server: this also ends a session that another device has replaced (§8).
  const { data: fresh } = useQuery('getUserInfo', token ? {} : null);
  const mobile = fresh?.mobile ?? stored?.mobile;
  // Background reads: a red dot for an unseen staff reply (on every visit: a reply needs no
  // write of this phone), the number of usable coupons.
  const { data: dot } = useQuery('feedbackRedDotMarker', token ? {} : null, {
    readOnEveryVisit: true,
  });
  const { data: coupons } = useQuery('lotteryDrawCouponQuantity', token ? {} : null);
  return (
    <Stack gap="md" pt="md">
      <Paper mx="md" p="lg" radius="lg" bg="var(--mantine-primary-color-light)">
        {token ? (
          <Title order={1} size="h3">
            {mobile ? maskMobile(mobile) : '…'}
          </Title>
        ) : (
          <Stack gap="sm">
            <Title order={1} size="h3">
              {t('me.guest')}
            </Title>
            <Button component={Link} to={loginPathFor(pathOf('me'))}>
              {t('me.login')}
            </Button>
          </Stack>
        )}
      </Paper>
      <nav>
        {LINKS.map(([label, route]) => (
          <LinkRow
            key={label}
            to={pathOf(route)}
            dot={label === 'customerService' && dot?.show === true ? t('me.newReply') : undefined}
            badge={label === 'coupon' ? (coupons?.quantity ?? 0) : 0}
          >
            {t(`me.${label}`)}
          </LinkRow>
        ))}
      </nav>
      <SupportHours px="md" />
      {token && <RatingPopup />}
      {token && (
        <Button variant="default" mx="md" onClick={logOut}>
          {t('me.logout')}
        </Button>
      )}
    </Stack>
  );
}
