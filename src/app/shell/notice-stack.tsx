/**
 * Notices above every screen: §8 session messages and the retry banner for lost connections. They
 * sit in the flow at the top and stick there while the screen scrolls: the screen's title and back
 * button move down instead of disappearing under them.
 */
import { useSyncExternalStore } from 'react';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Notification, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/use-error-text';
import {
  currentNotices,
  dismiss,
  retryAll,
  subscribeNotices,
  type Notice,
} from '../../lib/api/notices';
import { appStatus, subscribeAppStatus } from '../pwa/status';

/** Below the shell's own banner ("You are offline…", two lines at 360 px) when it shows. */
const BELOW_APP_STATUS = 72;
const GAP = 8;

function NoticeItem({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (notice.kind === 'retry') {
    return (
      <Notification
        color="red"
        role="alert"
        closeButtonProps={{ 'aria-label': t('actions.close') }}
        onClose={() => dismiss(notice.id)}
      >
        <Stack gap="xs" align="flex-start">
          {errorText(notice.reason)}
          <Button size="sm" variant="light" color="red" onClick={retryAll}>
            {t('actions.retry')}
          </Button>
        </Stack>
      </Notification>
    );
  }
  return (
    <Notification
      role="alert"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      onClose={() => dismiss(notice.id)}
    >
      {errorText(notice.key, notice.fallback)}
    </Notification>
  );
}

export function NoticeStack() {
  const notices = useSyncExternalStore(subscribeNotices, currentNotices, currentNotices);
  const shell = useSyncExternalStore(subscribeAppStatus, appStatus, appStatus);
  if (notices.length === 0) return null;
  return (
    <Stack
      gap="xs"
      p={GAP}
      style={{
        position: 'sticky',
        top: shell.offline || shell.reload ? BELOW_APP_STATUS : 0,
        zIndex: 400,
      }}
    >
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} />
      ))}
    </Stack>
  );
}
