/**
 * After deletion: what was kept and until when. The server has already ended every session; the
 * local session ends when the borrower leaves this screen (Done, or navigating away).
 */
import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { endSession } from '../../lib/session';
import { formatDate } from '../../shared/format';
import type { UserDeleteResponse } from '../../shared/contract/types.gen';
import { RetentionText } from './retention-text';

export function DeletedNotice({ result }: { result: UserDeleteResponse }) {
  const { t } = useTranslation('account');
  const ended = useRef(false);
  const mounted = useRef(false);
  const end = () => {
    if (ended.current) return;
    ended.current = true;
    endSession();
  };
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Deferred: StrictMode's trial unmount must not end the session while the screen shows.
      setTimeout(() => {
        if (!mounted.current) end();
      }, 0);
    };
  }, []);
  return (
    <Stack px="md" gap="md">
      <Title order={2} size="h3">
        {t('deleted.title')}
      </Title>
      <RetentionText retention={result.retention} />
      {result.retainedUntil > 0 && (
        <Text>{t('deleted.until', { date: formatDate(result.retainedUntil) })}</Text>
      )}
      <Text c="dimmed" size="sm">
        {t('deleted.rights')}
      </Text>
      <Button onClick={end}>{t('deleted.done')}</Button>
    </Stack>
  );
}
