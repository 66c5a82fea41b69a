/** /user/nation: the countries of schemas/<country>/country.json; the country sets the currency and the phone prefix (§1). */
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../lib/layout/page-header';
import { useGoBack } from '../../lib/layout/use-go-back';
import { setItem } from '../../lib/storage';
import { COUNTRY_CODES } from '../../shared/countries';
import { COUNTRY_INFO } from '../../lib/country';
import { useStored } from '../../lib/use-stored';
import { pathOf } from '../../shared/routes';

export function NationPage() {
  const { t } = useTranslation('auth');
  const goBack = useGoBack(pathOf('login'));
  const current = useStored('country');
  return (
    <>
      <PageHeader title={t('nation.title')} />
      <Stack px="md" gap="md">
        <Text c="dimmed">{t('nation.hint')}</Text>
        {COUNTRY_CODES.map((country) => (
          <Button
            key={country}
            variant={country === current ? 'filled' : 'default'}
            aria-pressed={country === current}
            justify="space-between"
            rightSection={`+${COUNTRY_INFO[country].dialCode} · ${COUNTRY_INFO[country].currency}`}
            onClick={() => setItem('country', country)}
          >
            {t(`nation.${country}`)}
          </Button>
        ))}
        <Button variant="light" onClick={goBack}>
          {t('nation.continue')}
        </Button>
      </Stack>
    </>
  );
}
