/** About us (/user_center/about_us): what the service is, in plain words, and the legal texts. */
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../lib/layout/page-header';
import { useStored } from '../../lib/use-stored';
import { pathOf } from '../../shared/routes';
import { useCountryContent } from '../../lib/use-country-content';
import { LinkRow } from '../../lib/layout/link-row';
import { SupportHours } from './support-hours';

export function AboutUsPage() {
  const { t } = useTranslation(['me', 'common']);
  const appName = useStored('appName');
  const { name: country, lender } = useCountryContent();
  return (
    <>
      <PageHeader title={t('common:routes.aboutUs')} />
      <Stack px="md" gap="sm">
        <Title order={2} size="h3">
          {appName}
        </Title>
        {country && <Text>{t('about.what', { appName, country })}</Text>}
        <Text>{t('about.how')}</Text>
        <Text>{t('about.fair')}</Text>
        {lender && (
          <Text size="sm" c="dimmed">
            {t('about.lender', lender)}
          </Text>
        )}
        <SupportHours />
      </Stack>
      <nav style={{ marginTop: 16 }}>
        <LinkRow to={pathOf('agreements')}>{t('me.agreements')}</LinkRow>
        <LinkRow to={pathOf('perm')}>{t('about.permissions')}</LinkRow>
        <LinkRow to={pathOf('openApp')}>{t('about.openApp')}</LinkRow>
      </nav>
    </>
  );
}
