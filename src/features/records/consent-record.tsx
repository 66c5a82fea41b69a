/**
 * The consents to credit reporting the borrower gave, shown again in Records: when,
 * which version, with which loan, and the text of the version in force.
 */
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../../lib/api/use-query';
import { useBureauConsent } from '../../lib/use-bureau-consent';
import { formatDateAndTime } from '../../shared/format';

export function ConsentRecord() {
  const { t } = useTranslation('records');
  const consents = useQuery('bureauConsents', {});
  const text = useBureauConsent();
  const list = consents.data?.list ?? [];
  if (list.length === 0) return null;
  const showsCurrent = list.some((c) => c.version === text.version);
  return (
    <Paper withBorder p="sm" radius="md" role="region" aria-label={text.title}>
      <Text fw={700} mb={4}>
        {text.title}
      </Text>
      <Stack gap={4}>
        {list.map((c) => (
          <Text key={`${c.version}-${c.consentedAt}`} size="sm">
            {t('consent.given', {
              date: formatDateAndTime(c.consentedAt),
              version: c.version,
              orderNo: c.orderNo ?? '—',
            })}
          </Text>
        ))}
        {showsCurrent && text.body && (
          <Text size="sm" c="dimmed">
            {text.body}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
