/** Feedback sent (/feedback/feedback_result?id=): what happens next, and where to follow it. */
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../lib/layout/page-header';
import { pathOf } from '../../shared/routes';

export function FeedbackResultPage() {
  const { t } = useTranslation(['feedback', 'common']);
  const id = useSearchParams()[0].get('id');
  return (
    <>
      <PageHeader title={t('common:routes.feedbackResult')} back={false} />
      <Stack px="md" gap="md">
        <Title order={2} size="h3">
          {t('result.title')}
        </Title>
        <Text>{t('result.body')}</Text>
        {id && (
          <Button
            component={Link}
            to={`${pathOf('feedbackDetail')}?id=${encodeURIComponent(id)}`}
            replace
          >
            {t('result.view')}
          </Button>
        )}
        <Button component={Link} to={pathOf('feedbackList')} variant="default" replace>
          {t('result.list')}
        </Button>
      </Stack>
    </>
  );
}
