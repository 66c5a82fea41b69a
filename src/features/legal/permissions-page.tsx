/**
 * Permissions disclosure (/pop and /perm, §6; docs/architecture.md §1): exactly what is collected and why, what
 * is never collected, and Agree / Reject. Either answer continues to `?redirect=` (default home).
 */
import { Button, List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../lib/layout/page-header';
import { safeRedirect } from '../../lib/require-token';
import { useStored } from '../../lib/use-stored';
import { pathOf } from '../../shared/routes';
import { readConsent, saveConsent, type ConsentChoice } from './consent';

const USED = ['camera', 'device', 'files'] as const;
const NOT_USED = ['contacts', 'sms', 'callLog', 'location', 'photos', 'apps'] as const;

export function PermissionsPage() {
  const { t } = useTranslation(['legal', 'common']);
  const appName = useStored('appName');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // /pop asks before the journey; /perm (from Settings) is the same text under its own title.
  const title =
    useLocation().pathname === pathOf('perm') ? 'common:routes.perm' : 'common:routes.pop';
  const [choice, setChoice] = useState(readConsent);
  const answer = (value: ConsentChoice) => {
    saveConsent(value);
    setChoice(value);
    void navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
  return (
    <>
      <PageHeader title={t(title)} />
      <Stack px="md" gap="md" pb="xl">
        <Text>{t('permissions.intro', { appName })}</Text>
        <Title order={2} size="h5">
          {t('permissions.usedTitle')}
        </Title>
        {USED.map((item) => (
          <div key={item}>
            <Text fw={600}>{t(`permissions.used.${item}.title`)}</Text>
            <Text size="sm">{t(`permissions.used.${item}.body`)}</Text>
          </div>
        ))}
        <Title order={2} size="h5">
          {t('permissions.notUsedTitle')}
        </Title>
        <List size="sm" spacing={4}>
          {NOT_USED.map((item) => (
            <List.Item key={item}>{t(`permissions.notUsed.${item}`)}</List.Item>
          ))}
        </List>
        <Text size="sm">{t('permissions.reject')}</Text>
        {choice && (
          <Text size="sm" c="dimmed">
            {t(`permissions.current.${choice}`)}
          </Text>
        )}
        <div className="app-choices">
          <Button variant="default" onClick={() => answer('rejected')}>
            {t('permissions.rejectButton')}
          </Button>
          <Button onClick={() => answer('agreed')}>{t('permissions.agreeButton')}</Button>
        </div>
        <Text size="sm" ta="center">
          <Link to={pathOf('privacyPolicy')}>{t('permissions.more')}</Link>
        </Text>
      </Stack>
    </>
  );
}
