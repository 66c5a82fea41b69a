/** The messages of a thread, oldest first: the borrower's on the right, customer service's on the left. */
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeedbackDetailResponse } from '../../shared/contract/types.gen';
import { formatDateAndTime } from '../../shared/format';
import { PrivateImage } from './private-image';

type Message = FeedbackDetailResponse['messages'][number];

export function MessageList({ messages }: { messages: readonly Message[] }) {
  const { t } = useTranslation('feedback');
  if (messages.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t('detail.messages')}>
      <Text fw={600}>{t('detail.messages')}</Text>
      {messages.map((m) => {
        const mine = m.from === 'user';
        return (
          <Paper
            key={m.id}
            p="sm"
            radius="md"
            maw="85%"
            ms={mine ? 'auto' : 0}
            bg={mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-gray-1)'}
          >
            <Text size="xs" fw={600}>
              {mine ? t('detail.you') : t('detail.staff')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.content}
            </Text>
            {m.images.length > 0 && (
              <Group gap={4} mt={4}>
                {m.images.map((url, i) => (
                  <PrivateImage
                    key={url}
                    url={url}
                    alt={t('detail.image', { n: i + 1 })}
                    size={96}
                  />
                ))}
              </Group>
            )}
            <Text size="xs" c="dimmed">
              {formatDateAndTime(m.createTime)}
            </Text>
          </Paper>
        );
      })}
    </Stack>
  );
}
