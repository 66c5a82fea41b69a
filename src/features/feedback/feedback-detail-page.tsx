/** Feedback details (/feedback/feedbackDetail?id=): the thread, its messages, and a reply box. */
import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../lib/api/errors';
import { useQuery } from '../../lib/api/use-query';
import { LoadState } from '../../lib/layout/load-state';
import { PageHeader } from '../../lib/layout/page-header';
import { useStored } from '../../lib/use-stored';
import { formatDateAndTime } from '../../shared/format';
import { typeKey } from './feedback-rules';
import { LeaveMessage } from './leave-message';
import { MessageList } from './message-list';
import { PrivateImage } from './private-image';
import { SignInFirst } from './sign-in-first';
import { StatusBadge } from './status-badge';
import { useMarkSeen } from './use-mark-seen';

export function FeedbackDetailPage() {
  const { t } = useTranslation(['feedback', 'common']);
  const token = useStored('token');
  const id = useSearchParams()[0].get('id') ?? '';
  const ready = token && id ? { id } : null;
  // One read per visit: the detail carries the messages, and opening it marks staff replies
  // seen. A cached thread may miss a reply sent since, so it is read even within SWR's 2 s.
  const { data, error, mutate } = useQuery('feedbackDetail', ready, {
    onSuccess: useMarkSeen(),
    readOnEveryVisit: true,
  });
  const header = <PageHeader title={t('common:routes.feedbackDetail')} />;
  if (!token)
    return (
      <>
        {header}
        <SignInFirst />
      </>
    );
  // The server refused this id (not the borrower's, or gone); a dropped network only asks again.
  if (!id || error instanceof ApiError)
    return (
      <>
        {header}
        <Text px="md" role="alert">
          {t('detail.notFound')}
        </Text>
      </>
    );
  if (!data)
    return (
      <>
        {header}
        <Box px="md">
          <LoadState error={error} onRetry={() => void mutate()} />
        </Box>
      </>
    );
  return (
    <>
      {header}
      <Stack px="md" gap="sm" pb="xl">
        <Text fw={700}>{t(`types.${typeKey(data.type)}`)}</Text>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed">
            {formatDateAndTime(data.createTime)}
          </Text>
          <StatusBadge status={data.status} />
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{data.description}</Text>
        {data.receiverAccount && (
          <Text size="sm">{t('detail.receiverAccount', { account: data.receiverAccount })}</Text>
        )}
        {data.receipts.length > 0 && (
          <Group gap="xs">
            {data.receipts.map((url, i) => (
              <PrivateImage key={url} url={url} alt={t('detail.receipt', { n: i + 1 })} size={72} />
            ))}
          </Group>
        )}
        <MessageList messages={data.messages} />
        {data.status !== 4 && <LeaveMessage id={id} needReply={data.status === 3} />}
      </Stack>
    </>
  );
}
