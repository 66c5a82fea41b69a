/** Which records the law makes us keep after deletion, and for how long (from the server). */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserDeleteResponse } from '../../shared/contract/types.gen';

export function RetentionText({ retention }: { retention: UserDeleteResponse['retention'] }) {
  const { t } = useTranslation('account');
  const records = (retention.records ?? []).map((r) => t(`retention.records.${r}`)).join(', ');
  if (!records) return <Text>{t('retention.none')}</Text>;
  return <Text>{t('retention.kept', { records, count: retention.years ?? 0 })}</Text>;
}
