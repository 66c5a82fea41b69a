/**
 * review_tips (docs/product.md §2, status 1): the application is being assessed. A 5-minute countdown
 * (§9), the §4 wording (about 5-10 minutes, at most 1 working day), and the order polled so the
 * borrower moves on by themself when the answer comes (approved → confirm, rejected → Home).
 */
import '@mantine/core/styles/RingProgress.css';
import { Box, Button, Center, RingProgress, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../lib/layout/page-header';
import { inPhase, screenPath } from '../../shared/orders';
import { formatClock, REVIEW_SECONDS } from './review-countdown';
import { useFollowedOrder } from '../../lib/use-followed-order';
import { LoadState } from '../../lib/layout/load-state';
import { useReviewClock } from './use-review-clock';

export function ReviewTipsPage() {
  const { t } = useTranslation(['kyc', 'common']);
  const navigate = useNavigate();
  // The same rhythm as every screen that waits on the order, until it moves (issue: a "Check now"
  // that still read "under review" ended the following).
  const latest = useFollowedOrder();
  const order = latest.data?.order;
  const left = useReviewClock(order?.orderNo);

  useEffect(() => {
    // On a fresh answer only: a cached order from another screen may be out of date.
    if (!latest.data || latest.isValidating) return;
    if (!order || !inPhase(order.status, 'review'))
      navigate((order && screenPath(order.status)) ?? '/', { replace: true });
  }, [latest.data, latest.isValidating, order, navigate]);

  return (
    <>
      <PageHeader title={t('common:routes.reviewTips')} />
      <Box px="md" pb="xl">
        {!order ? (
          <LoadState error={latest.error} onRetry={() => void latest.mutate()} />
        ) : (
          <Stack align="center" gap="md">
            <Center>
              <RingProgress
                size={160}
                thickness={10}
                roundCaps
                sections={[{ value: (left / REVIEW_SECONDS) * 100, color: 'blue' }]}
                label={
                  <Text
                    ta="center"
                    fz={28}
                    fw={700}
                    role="timer"
                    aria-label={t('review.left', { time: formatClock(left) })}
                  >
                    {formatClock(left)}
                  </Text>
                }
              />
            </Center>
            <Text fw={600} ta="center">
              {t('review.title')}
            </Text>
            <Text ta="center" c="dimmed">
              {t(left > 0 ? 'review.body' : 'review.longer')}
            </Text>
            <Button variant="light" onClick={() => void latest.mutate()}>
              {t('review.refresh')}
            </Button>
            <Button variant="subtle" component={Link} to="/">
              {t('review.home')}
            </Button>
          </Stack>
        )}
      </Box>
    </>
  );
}
