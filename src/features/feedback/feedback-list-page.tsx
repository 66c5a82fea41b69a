/** My feedback (/feedback/feedback_list): threads newest first, a dot on unseen staff replies. */
import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQuery } from '../../lib/api/use-query';
import { PageHeader } from '../../lib/layout/page-header';
import { formatDateAndTime } from '../../shared/format';
import { pathOf } from '../../shared/routes';
import { typeKey } from './feedback-rules';
import { SignInFirst } from './sign-in-first';
import { StatusBadge } from './status-badge';
import { useStored } from '../../lib/use-stored';

export function FeedbackListPage() {
  const { t } = useTranslation(['feedback', 'common']);
  const token = useStored('token');
  const { data, error } = useQuery('feedbackListFeedback', token ? {} : null);
  const header = <PageHeader title={t('common:routes.feedbackList')} />;
  if (!token)
    return (
      <>
        {header}
        <SignInFirst />
      </>
    );
  return (
    <>
      {header}
      <Stack px="md" gap="sm" pb="xl">
        {/* Stacked, not side by side: two labels do not fit 360 px in every language. */}
        <Button component={Link} to={pathOf('addFeedback')} fullWidth>
          {t('list.add')}
        </Button>
        <Button component={Link} to={pathOf('feedbackFaq')} variant="default" fullWidth>
          {t('list.faq')}
        </Button>
        {error && <Text role="alert">{t('list.failed')}</Text>}
        {data && data.list.length === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
        {data?.list.map((item) => (
          <UnstyledButton
            key={item.id}
            component={Link}
            to={`${pathOf('feedbackDetail')}?id=${encodeURIComponent(item.id)}`}
            p="sm"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 12 }}
          >
            <Text fw={600} lineClamp={2}>
              {item.unread && (
                <span
                  aria-label={t('list.newReply')}
                  role="img"
                  style={{
                    display: 'inline-block',
                    width: 8,
                    height: 8,
                    borderRadius: 4,
                    background: 'var(--mantine-color-red-6)',
                    marginInlineEnd: 6,
                    verticalAlign: 'middle',
                  }}
                />
              )}
              {t(`types.${typeKey(item.type)}`)}
            </Text>
            <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {item.description}
            </Text>
            <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
              <Text size="xs" c="dimmed">
                {formatDateAndTime(item.createTime)}
              </Text>
              <StatusBadge status={item.status} />
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </>
  );
}
