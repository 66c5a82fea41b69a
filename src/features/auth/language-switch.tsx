/**
 * The language choice before signing in (issue: Settings is protected, so a Kiswahili speaker met
 * login and register in English with no way out). Each name is written in its own language, as
 * locales/languages.json names it.
 */
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n';
import { languagesOf } from '../../lib/country';
import { languageEntry } from '../../shared/app-languages';
import { bcp47 } from '../../shared/languages';
import { useBorrowerCountry } from '../../lib/use-borrower-country';
import { useStored } from '../../lib/use-stored';

export function LanguageSwitch() {
  const { t } = useTranslation('auth');
  const current = useStored('language');
  // The chosen country's languages only: a visitor of a country without Kiswahili is not offered it.
  const languages = languagesOf(useBorrowerCountry());
  return (
    <Group gap={4} justify="flex-end" role="group" aria-label={t('form.language')}>
      {languages.map((lng) => (
        <Button
          key={lng}
          size="compact-sm"
          lang={bcp47(lng)}
          variant={lng === current ? 'light' : 'subtle'}
          aria-pressed={lng === current}
          onClick={() => void changeLanguage(lng)}
        >
          {languageEntry(lng)?.name ?? lng}
        </Button>
      ))}
    </Group>
  );
}
