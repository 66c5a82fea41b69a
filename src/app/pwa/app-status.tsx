/**
 * The shell's own notices: "You are offline" while the connection is gone (the app still opens
 * from the service worker, and typed forms wait in their drafts), and "A new version is ready"
 * with Reload once a new build is installed. Mounting it registers the service worker. Plain
 * elements (src/app/shell.css), like the rest of the shell.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { registerServiceWorker } from './register';
import { appStatus, subscribeAppStatus, watchConnection } from './status';

export function AppStatusNotices() {
  const { t } = useTranslation();
  const { offline, reload } = useSyncExternalStore(subscribeAppStatus, appStatus, appStatus);
  useEffect(() => watchConnection(window), []);
  useEffect(() => registerServiceWorker(window), []);
  if (!offline && !reload) return null;
  return (
    <div className="app-status">
      {offline && (
        <p role="status" style={{ textAlign: 'center' }}>
          {t('pwa.offline')}
        </p>
      )}
      {reload && (
        <div role="status" className="app-status-row">
          <p>{t('pwa.updateReady')}</p>
          <button type="button" className="app-button" data-size="xs" onClick={reload}>
            {t('pwa.reload')}
          </button>
        </div>
      )}
    </div>
  );
}
