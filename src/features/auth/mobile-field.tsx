/** Mobile number input with the chosen country's prefix and a link to change the country. */
import type { ReactNode } from 'react';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COUNTRY_INFO } from '../../lib/country';
import { useStored } from '../../lib/use-stored';
import { pathOf } from '../../shared/routes';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}

export function MobileField({ value, onChange, error }: Props) {
  const { t } = useTranslation('auth');
  const country = useStored('country');
  return (
    <Stack gap={4}>
      <TextInput
        label={t('form.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('form.mobilePlaceholder')}
        // A calling code reads "+255" in any language, never "255+".
        leftSection={
          <Text fw={600} dir="ltr">
            +{COUNTRY_INFO[country].dialCode}
          </Text>
        }
        leftSectionWidth={64}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
      />
      <Group gap={6}>
        <Text size="sm" c="dimmed">
          {t('form.country', { country: t(`nation.${country}`) })}
        </Text>
        <Anchor component={Link} to={pathOf('nation')} size="sm">
          {t('form.changeCountry')}
        </Anchor>
      </Group>
    </Stack>
  );
}
