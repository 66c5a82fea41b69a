/**
 * Open the app (/user_center/open_app): the store link from appDownloadGetAddress. In the app the
 * shell opens the store by package id; on the web the link opens. §8: 'no url', 'Please configure the link'.
 */
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
  let problem = '';
  // The server answers linkNotConfigured or noUrl itself; an empty answer is 'no url' too.
  if (error) problem = errorText(error);
  else if (data && !packageName && !url) problem = errorText('noUrl');
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
