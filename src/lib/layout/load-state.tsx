/**
 * What a read shows before its data: a skeleton while loading, the error with Retry after a
 * failure (every feature). `message` words a failure the page knows better than the error does.
 */
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
  if (error) {
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
    <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={i === 0 ? 72 : 20} radius="md" />
      ))}
    </Stack>
  );
}
