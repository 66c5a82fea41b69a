/**
 * The language choice before signing in (issue: Settings is protected, so a Kiswahili speaker met
 * login and register in English with no way out). Each name is written in its own language.
 */
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n';
import { LANGUAGES, type Language } from '../../lib/storage';
import { useStored } from '../../lib/use-stored';

const NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  sw_KE: 'Kiswahili',
  es: 'Español',
};

export function LanguageSwitch() {
  const { t } = useTranslation('auth');
  const current = useStored('language');
  return (
    <Group gap={4} justify="flex-end" role="group" aria-label={t('form.language')}>
      {LANGUAGES.map((lng) => (
        <Button
          key={lng}
          size="compact-sm"
          lang={lng.replace('_', '-')}
          variant={lng === current ? 'light' : 'subtle'}
          aria-pressed={lng === current}
          onClick={() => void changeLanguage(lng)}
        >
          {NAMES[lng]}
        </Button>
      ))}
    </Group>
  );
}
