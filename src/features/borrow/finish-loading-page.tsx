/**
 * finish_loading (docs/product.md §2): the order is being submitted. A failure says 'The request failed
 * Please try again' with a Retry button that re-sends the same submit; once the server has it,
 * the borrower goes where the order's status says (assessing → review_tips), polling while the
 * order is still being prepared (status 19).
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../lib/layout/page-header';
import { useErrorText } from '../../lib/use-error-text';
import { pathOf } from '../../shared/routes';
import { ORDER_STATUS, screenPath } from '../../shared/orders';
import { useLatestOrder, useRefreshLatest } from './use-latest-order';
import { useCollectionCheck } from './use-collection-check';
import { useSubmitOrder } from './use-submit-order';

const POLL_MS = 3000;

export function FinishLoadingPage() {
  const { t } = useTranslation(['borrow', 'common', 'errors']);
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { state, retry } = useSubmitOrder();
  // The submit's answer decides; while the order is still being prepared (19), or with nothing
  // left to send (a reload after success), the latest order does.
  const answered =
    state.phase === 'done' && state.status !== ORDER_STATUS.finishLoading
      ? state.status
      : undefined;
  const waiting = answered === undefined && (state.phase === 'done' || state.phase === 'nothing');
  const latest = useLatestOrder(waiting ? POLL_MS : 0);
  const status = answered ?? (waiting ? latest.order?.status : undefined);
  const refreshLatest = useRefreshLatest();
  // Submitted and waiting for the data its country requires (19): run the §7 check.
  const collecting = useCollectionCheck(
    latest.order?.orderNo,
    latest.order?.status === ORDER_STATUS.finishLoading,
  );

  useEffect(() => {
    if (status === undefined || status === ORDER_STATUS.finishLoading) return;
    void refreshLatest().then(() => navigate(screenPath(status) ?? '/', { replace: true }));
  }, [status, navigate, refreshLatest]);

  return (
    <>
      <PageHeader title={t('common:routes.finishLoading')} back={false} />
      <Stack px="md" gap="lg" align="stretch">
        {state.phase === 'failed' ? (
          <>
            <Alert color="red" role="alert">
              {errorText(state.error)}
            </Alert>
            {state.reconfirm ? (
              <Button
                size="md"
                onClick={() => navigate(pathOf('confirmBorrow'), { replace: true })}
              >
                {t('finishLoading.backToConfirm')}
              </Button>
            ) : (
              <Button size="md" onClick={retry}>
                {t('common:actions.retry')}
              </Button>
            )}
          </>
        ) : (
          <Center py="xl">
            <Stack align="center" gap="md">
              <Loader size="lg" />
              <Text ta="center">{t('finishLoading.body')}</Text>
              <Text ta="center" size="sm" c="dimmed">
                {t('finishLoading.hint')}
              </Text>
              {collecting?.code === 1 && <Text ta="center">{t('finishLoading.collecting')}</Text>}
              {collecting?.code === -1 && collecting.msg === 'runInApp' && (
                <Alert color="yellow">{t('common:native.runInApp')}</Alert>
              )}
            </Stack>
          </Center>
        )}
      </Stack>
    </>
  );
}
