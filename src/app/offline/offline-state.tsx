/**
 * What shows in place of a screen that could not load or render: "You are offline" with Retry when
 * the connection dropped (it also retries by itself when the phone is back online), else a plain
 * "Something went wrong" with Retry. Never the splash: the tabs, header and notices stay.
 */
import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface OfflineStateProps {
  readonly offline: boolean;
  readonly onRetry: () => void;
}

export function OfflineState({ offline, onRetry }: OfflineStateProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!offline) return;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [offline, onRetry]);
  const text = offline ? 'offline' : 'failed';
  return (
    // pt clears the shell's fixed "You are offline…" banner, which shows at the same time.
    <Stack role="alert" align="center" gap="sm" px="md" pt={88} pb="xl" ta="center">
      <Title order={2} size="h3">
        {t(`${text}.title`)}
      </Title>
      <Text c="dimmed">{t(`${text}.body`)}</Text>
      <Button onClick={onRetry}>{t('actions.retry')}</Button>
    </Stack>
  );
}
