/** The reply box of a thread: not empty, sent with feedbackAddLeaveMsg, then the thread refreshes. */
import '@mantine/core/styles/Input.css';
import { Button, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { call } from '../../lib/api/call';
import { isReported } from '../../lib/api/errors';
import { queryKey } from '../../lib/api/use-query';
import { useErrorText } from '../../lib/use-error-text';

export function LeaveMessage({ id, needReply }: { id: string; needReply: boolean }) {
  const { t } = useTranslation('feedback');
  const errorText = useErrorText();
  const { mutate } = useSWRConfig();
  const [content, setContent] = useState('');
  const [error, setError] = useState('');

  async function send(): Promise<void> {
    if (content.trim() === '') return setError(errorText('feedbackEmpty'));
    try {
      await call('feedbackAddLeaveMsg', { id, content: content.trim() });
      setContent('');
      await mutate(queryKey('feedbackDetail', { id }));
    } catch (err) {
      if (!isReported(err)) setError(errorText(err));
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Stack gap="xs">
        <Textarea
          size="lg"
          label={needReply ? t('detail.replyNeeded') : t('detail.reply')}
          rows={2}
          maxLength={1000}
          value={content}
          onChange={(e) => {
            setContent(e.currentTarget.value);
            setError('');
          }}
          error={error}
        />
        <Button type="submit">{t('detail.send')}</Button>
      </Stack>
    </form>
  );
}
