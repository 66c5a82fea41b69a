/** Settings (/user_center/settings): language, about us, permissions, the app, delete account, log out. */
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../lib/layout/page-header';
import { logOut } from '../../lib/log-out';
import { pathOf } from '../../shared/routes';
import { LinkRow } from '../../lib/layout/link-row';

export function SettingsPage() {
  const { t } = useTranslation('me');
  return (
    <>
      <PageHeader title={t('me.settings')} />
      <nav>
        <LinkRow to={pathOf('language')}>{t('settings.language')}</LinkRow>
        <LinkRow to={pathOf('aboutUs')}>{t('settings.aboutUs')}</LinkRow>
        <LinkRow to={pathOf('perm')}>{t('settings.permissions')}</LinkRow>
        <LinkRow to={pathOf('openApp')}>{t('settings.openApp')}</LinkRow>
        <LinkRow to={pathOf('deleteAccount')}>{t('settings.deleteAccount')}</LinkRow>
      </nav>
      <Stack p="md">
        <Button variant="default" onClick={logOut}>
          {t('settings.logout')}
        </Button>
      </Stack>
    </>
  );
}
