/** Customer service (/user_center/customer_services): hours, contacts with Copy, feedback links. */
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../lib/api/notices';
import { useQuery } from '../../lib/api/use-query';
import { PageHeader } from '../../lib/layout/page-header';
import { pathOf } from '../../shared/routes';
import { LinkRow } from '../../lib/layout/link-row';
import { useCountryContent } from '../../lib/use-country-content';
import { copyText, supportContacts } from './support-contacts';

export function CustomerServicesPage() {
  const { t } = useTranslation(['me', 'errors', 'common']);
  const { data: dot } = useQuery('feedbackRedDotMarker', {}, { readOnEveryVisit: true });
  const { name: country, support } = useCountryContent();
  const copy = async (value: string) =>
    showMessage((await copyText(value)) ? 'copied' : 'copyFailed');
  return (
    <>
      <PageHeader title={t('common:routes.customerServices')} />
      <Stack px="md" gap="sm">
        {support && (
          <Text fw={600}>
            {t('service.hours', { opens: support.opens, closes: support.closes, country })}
          </Text>
        )}
        {(support ? supportContacts(support) : []).map((contact) => (
          <Paper key={contact.kind} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" c="dimmed">
                  {t(`service.${contact.kind}`)}
                </Text>
                <Text component="a" href={contact.href} fw={600} style={{ wordBreak: 'break-all' }}>
                  {contact.value}
                </Text>
              </div>
              <Button
                variant="light"
                size="sm"
                h={44}
                style={{ flexShrink: 0 }}
                onClick={() => void copy(contact.value)}
                aria-label={t('service.copyLabel', { what: t(`service.${contact.kind}`) })}
              >
                {t('service.copy')}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      <nav style={{ marginTop: 16 }}>
        <LinkRow
          to={pathOf('feedbackList')}
          dot={dot?.show === true ? t('me.newReply') : undefined}
        >
          {t('service.myFeedback')}
        </LinkRow>
        <LinkRow to={pathOf('addFeedback')}>{t('service.newFeedback')}</LinkRow>
        <LinkRow to={pathOf('feedbackFaq')}>{t('service.faq')}</LinkRow>
      </nav>
    </>
  );
}
