/** The borrower's country's customer-service hours, from its country.json; nothing until loaded. */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountryContent } from '../../lib/use-country-content';

export function SupportHours({ px }: { px?: string }) {
  const { t } = useTranslation('me');
  const { support } = useCountryContent();
  if (!support) return null;
  return (
    <Text size="sm" c="dimmed" px={px}>
      {t('me.supportHours', { opens: support.opens, closes: support.closes })}
    </Text>
  );
}
