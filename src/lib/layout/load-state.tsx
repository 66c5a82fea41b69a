/**
 * What a read shows before its data: a skeleton while loading, the error with Retry after a
 * failure (every feature). `message` words a failure the page knows better than the error does.
 * A lost connection is already said, with its Retry, by the app-wide banner (which re-runs this
 * read too): while that banner shows, the page offers no Retry of its own, so one is on screen; it
 * keeps its skeleton, or says its own `message`. Once the borrower closes the banner, the page
 * offers its Retry again.
 */
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkError } from '../api/errors';
import { currentNotices, subscribeNotices } from '../api/notices';
import { useErrorText } from '../use-error-text';

export function LoadState({
  error,
  onRetry,
  rows = 3,
  message,
}: {
  error?: unknown;
  onRetry: () => void;
  rows?: number;
  message?: string;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const notices = useSyncExternalStore(subscribeNotices, currentNotices, currentNotices);
  const bannerRetries = notices.some((notice) => notice.kind === 'retry');
  const bannerHasRetry = error instanceof NetworkError && bannerRetries;
  if (bannerHasRetry && message) {
    return (
      <Alert color="red" role="alert">
        {message}
      </Alert>
    );
  }
  if (error && !bannerHasRetry) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          {message ?? errorText(error)}
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={i === 0 ? 72 : 20} radius="md" />
      ))}
    </Stack>
  );
}
