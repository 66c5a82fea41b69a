/** The frame of every screen: page content, the loading overlay and the notices. */
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { routeByPath } from '../../shared/routes';
import { setHomeNavigator } from '../../lib/session';
import { LoadingOverlay } from '../shell/loading-overlay';
import { Notices } from '../shell/notices';
import { SessionSync } from '../shell/session-sync';
import { PageFallback } from './page-fallback';
import { OfflineBoundary } from '../offline/offline-boundary';

export function RootLayout() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleKey = routeByPath(pathname)?.titleKey as 'routes.home' | undefined;
  // A session ended by a §8 code, outside any component, goes home through the router.
  useEffect(() => setHomeNavigator(() => navigate('/', { replace: true })), [navigate]);
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} · ${t('appName')}` : t('appName');
  }, [titleKey, t]);
  // Each screen starts at its top, as a new page would.
  useEffect(() => {
    document.documentElement.scrollTop = 0;
  }, [pathname]);
  return (
    <div style={{ maxWidth: 560, margin: '0 auto', minHeight: '100dvh' }}>
      {/* First in the flow, so a notice pushes the screen down instead of covering its title. */}
      <Notices />
      {/* A screen lost to a dropped connection shows "offline / Retry" in place, never the splash. */}
      <OfflineBoundary key={pathname}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </OfflineBoundary>
      <LoadingOverlay />
      <SessionSync />
    </div>
  );
}
