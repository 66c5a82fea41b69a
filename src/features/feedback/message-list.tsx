/** The messages of a thread, oldest first: the borrower's on the right, customer service's on the left. */
import '@mantine/core/styles/Image.css';
import { Image, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeedbackListLeaveMessageResponse } from '../../shared/contract/types.gen';
import { formatDateTime } from '../../shared/format';

type Message = FeedbackListLeaveMessageResponse['list'][number];

export function MessageList({ messages }: { messages: readonly Message[] }) {
  const { t } = useTranslation('feedback');
  if (messages.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t('detail.messages')}>
      <Text fw={600}>{t('detail.messages')}</Text>
      {messages.map((m) => {
        const mine = m.from === 'user';
        return (
          <Paper key={m.id} p="sm" radius="md" maw="85%" ml={mine ? 'auto' : 0} bg={mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-gray-1)'}>
            <Text size="xs" fw={600}>{mine ? t('detail.you') : t('detail.staff')}</Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{m.content}</Text>
            {m.images.map((url) => <Image key={url} src={url} alt="" w={96} radius="sm" mt={4} />)}
            <Text size="xs" c="dimmed">{formatDateTime(m.createTime, 'YYYY-MM-DD HH:mm')}</Text>
          </Paper>
        );
      })}
    </Stack>
  );
}
