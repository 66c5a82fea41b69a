/**
 * Open the app (/user_center/open_app): the store link from appDownloadGetAddress. In the app the
 * shell opens the store by package id; on the web the link opens. §8: 'no url', 'Please configure the link'.
 */
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/errors';
import { useQuery } from '../../lib/api/use-query';
import { PageHeader } from '../../lib/layout/page-header';
import { toGooglePlayer } from '../../lib/native/bridge';
import { useErrorText } from '../../lib/use-error-text';

export function OpenAppPage() {
  const { t } = useTranslation(['me', 'errors', 'common']);
  const errorText = useErrorText();
  const { data, error } = useQuery('appDownloadGetAddress', {});
  const packageName = data?.packageName ?? '';
  const url = data?.url ?? '';
  // No store link configured (the server's linkNotConfigured or noUrl, or an empty answer): say so
  // in words and offer no button, instead of a bare 'no url' over a link that opens nothing.
  const unset =
    (error instanceof ApiError && (error.key === 'noUrl' || error.key === 'linkNotConfigured')) ||
    (data !== undefined && !packageName && !url);
  let problem = '';
  if (unset) problem = t('openApp.unavailable');
  else if (error) problem = errorText(error);
  return (
    <>
      <PageHeader title={t('common:routes.openApp')} />
      <Stack px="md" gap="md">
        <Text>{t('openApp.body')}</Text>
        {problem && (
          <Text role="alert" c="var(--mantine-color-error)">
            {problem}
          </Text>
        )}
        {data && !problem && (
          <Button size="lg" onClick={() => void toGooglePlayer(packageName, url || undefined)}>
            {t('openApp.action')}
          </Button>
        )}
      </Stack>
    </>
  );
}
