/**
 * Frequent questions (feedbackListQuestionAnswer) in the request language. Serves both
 * /feedback/feedback_faq and /user_center/faq; the title follows the route.
 */
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useQuery } from '../../lib/api/use-query';
import { PageHeader } from '../../lib/layout/page-header';
import { pathOf, routeByPath } from '../../shared/routes';

export function FaqPage() {
  const { t } = useTranslation(['feedback', 'common']);
  const { pathname } = useLocation();
  const { data, error } = useQuery('feedbackListQuestionAnswer', {});
  return (
    <>
      <PageHeader
        title={t(
          routeByPath(pathname)?.name === 'feedbackFaq'
            ? 'common:routes.feedbackFaq'
            : 'common:routes.faq',
        )}
      />
      <Stack px="md" gap="xs" pb="xl">
        {error && <Text role="alert">{t('faq.failed')}</Text>}
        {data && data.list.length === 0 && <Text c="dimmed">{t('faq.empty')}</Text>}
        {data?.list.map((qa) => (
          <details
            key={qa.id}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', padding: '12px 0' }}
          >
            <summary style={{ fontWeight: 600, cursor: 'pointer', minHeight: 28 }}>
              {qa.question}
            </summary>
            <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
              {qa.answer}
            </Text>
          </details>
        ))}
        <Text mt="md">{t('faq.notAnswered')}</Text>
        <Button component={Link} to={pathOf('addFeedback')} variant="light">
          {t('faq.ask')}
        </Button>
      </Stack>
    </>
  );
}
