/** Language (/user_center/language): the borrower's country's languages; stored, applied without reload. */
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n';
import { PageHeader } from '../../lib/layout/page-header';
import { languagesOf } from '../../lib/country';
import { languageEntry } from '../../shared/app-languages';
import { bcp47 } from '../../shared/languages';
import { useBorrowerCountry } from '../../lib/use-borrower-country';
import { useStored } from '../../lib/use-stored';

export function LanguagePage() {
  const { t } = useTranslation(['me', 'common']);
  const current = useStored('language');
  const languages = languagesOf(useBorrowerCountry());
  return (
    <>
      <PageHeader title={t('common:routes.language')} />
      <Stack px="md" gap="md">
        <Text c="dimmed">{t('language.hint')}</Text>
        {languages.map((lng) => (
          <Button
            key={lng}
            // Each name is written in its own language (languages.json) so anyone can find theirs.
            lang={bcp47(lng)}
            variant={lng === current ? 'filled' : 'default'}
            aria-pressed={lng === current}
            onClick={() => void changeLanguage(lng)}
          >
            {languageEntry(lng)?.name ?? lng}
          </Button>
        ))}
      </Stack>
    </>
  );
}
