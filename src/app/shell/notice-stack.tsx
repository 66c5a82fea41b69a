/**
 * Notices above every screen: §8 session messages and the retry banner for lost connections. They
 * sit in the flow at the top and stick there while the screen scrolls: the screen's title and back
 * button move down instead of disappearing under them. Plain elements (src/app/shell.css): the
 * retry banner is needed exactly when no further chunk can be fetched.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
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

function NoticeCard({
  danger,
  onClose,
  children,
}: {
  danger?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="app-notice" data-tone={danger ? 'danger' : undefined}>
      <div className="app-notice-body">{children}</div>
      <button type="button" className="app-close" aria-label={t('actions.close')} onClick={onClose}>
        <svg width="16" height="16" viewBox="0 0 15 15" aria-hidden="true">
          <path
            d="M11.8 3.2L3.2 11.8M3.2 3.2l8.6 8.6"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  );
}

function NoticeItem({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const close = () => dismiss(notice.id);
  if (notice.kind === 'retry') {
    return (
      <NoticeCard danger onClose={close}>
        {errorText(notice.reason)}
        <button
          type="button"
          className="app-button"
          data-size="sm"
          data-tone="danger"
          onClick={retryAll}
        >
          {t('actions.retry')}
        </button>
      </NoticeCard>
    );
  }
  return <NoticeCard onClose={close}>{errorText(notice.key, notice.fallback)}</NoticeCard>;
}

export function NoticeStack() {
  const notices = useSyncExternalStore(subscribeNotices, currentNotices, currentNotices);
  const shell = useSyncExternalStore(subscribeAppStatus, appStatus, appStatus);
  if (notices.length === 0) return null;
  return (
    <div
      className="app-notices"
      style={{ top: shell.offline || shell.reload ? BELOW_APP_STATUS : 0 }}
    >
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} />
      ))}
    </div>
  );
}
