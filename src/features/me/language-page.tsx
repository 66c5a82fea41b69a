/** Language (/user_center/language): English, Kiswahili, Español; stored, applied without reload. */
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n';
import { PageHeader } from '../../lib/layout/page-header';
import { LANGUAGES } from '../../lib/storage';
import { useStored } from '../../lib/use-stored';

export function LanguagePage() {
  const { t } = useTranslation(['me', 'common']);
  const current = useStored('language');
  return (
    <>
      <PageHeader title={t('common:routes.language')} />
      <Stack px="md" gap="md">
        <Text c="dimmed">{t('language.hint')}</Text>
        {LANGUAGES.map((lng) => (
          <Button
            key={lng}
            // Each name is written in its own language so anyone can find theirs.
            lang={lng.replace('_', '-')}
            variant={lng === current ? 'filled' : 'default'}
            aria-pressed={lng === current}
            onClick={() => void changeLanguage(lng)}
          >
            {t(`language.options.${lng}`)}
          </Button>
        ))}
      </Stack>
    </>
  );
}
