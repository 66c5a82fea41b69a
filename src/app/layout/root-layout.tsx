/** The frame of every screen: page content, the loading overlay and the notices. */
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { LoadingOverlay } from '../shell/loading-overlay';
import { Notices } from '../shell/notices';
import { SessionSync } from '../shell/session-sync';
import { PageFallback } from './page-fallback';

export function RootLayout() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as { titleKey?: 'routes.home' } | undefined;
  const titleKey = handle?.titleKey;
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} · ${t('appName')}` : t('appName');
  }, [titleKey, t]);
  // Each screen starts at its top, as a new page would.
  useEffect(() => {
    document.documentElement.scrollTop = 0;
  }, [pathname]);
  return (
    <div style={{ maxWidth: 560, margin: '0 auto', minHeight: '100dvh' }}>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
      <LoadingOverlay />
      <Notices />
      <SessionSync />
    </div>
  );
}
