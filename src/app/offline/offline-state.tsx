/**
 * What shows in place of a screen that could not load or render: "You are offline" with Retry when
 * the connection dropped (it also retries by itself when the phone is back online), else a plain
 * "Something went wrong" with Retry. Never the splash: the tabs, header and notices stay. Plain
 * elements (src/app/shell.css): it must show when no further chunk can be fetched.
 */
import { useCallback, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { holdRetryBanner, retryAll } from '../../lib/api/notices';

export interface OfflineStateProps {
  readonly offline: boolean;
  readonly onRetry: () => void;
}

export function OfflineState({ offline, onRetry: retryScreen }: OfflineStateProps) {
  const { t } = useTranslation();
  // One Retry on the screen: the banner's hides while this one shows, and this one re-runs what
  // the banner had queued as well as the screen.
  useLayoutEffect(() => holdRetryBanner(), []);
  const onRetry = useCallback(() => {
    retryAll();
    retryScreen();
  }, [retryScreen]);
  // Listening from the commit that shows "You are offline", not after the paint: a connection back
  // in between (a busy phone paints late) would otherwise go unheard and the screen stay offline.
  useLayoutEffect(() => {
    if (!offline) return;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [offline, onRetry]);
  const text = offline ? 'offline' : 'failed';
  return (
    // Its top padding clears the shell's "You are offline…" banner, which shows at the same time.
    <div role="alert" className="app-offline">
      <h2>{t(`${text}.title`)}</h2>
      <p className="app-dimmed">{t(`${text}.body`)}</p>
      <button type="button" className="app-button" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
