/**
 * The shell's own notices: "You are offline" while the connection is gone (the app still opens
 * from the service worker, and typed forms wait in their drafts), and "A new version is ready"
 * with Reload once a new build is installed. Mounting it registers the service worker.
 */
import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { registerServiceWorker } from './register';
import { appStatus, subscribeAppStatus, watchConnection } from './status';

export function AppStatusNotices() {
  const { t } = useTranslation();
  const { offline, reload } = useSyncExternalStore(subscribeAppStatus, appStatus, appStatus);
  useEffect(() => watchConnection(window), []);
  useEffect(() => registerServiceWorker(window), []);
  if (!offline && !reload) return null;
  return (
    <Paper shadow="sm" p="xs" radius={0} style={{ position: 'sticky', top: 0, zIndex: 400 }}>
      {offline && (
        <Text role="status" size="sm" ta="center">
          {t('pwa.offline')}
        </Text>
      )}
      {reload && (
        <Group role="status" justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm">{t('pwa.updateReady')}</Text>
          <Button size="xs" onClick={reload}>
            {t('pwa.reload')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
