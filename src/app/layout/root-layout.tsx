/**
 * The frame of every screen: page content, the loading overlay and the notices. A visitor's Home
 * and the frame are plain elements; the Mantine theme loads with the first screen that needs it
 * (any other one, or Home signed in) and stays, so coming back Home remounts nothing.
 */
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { routeByPath } from '../../shared/routes';
import { setHomeNavigator } from '../../lib/session';
import { dismissRetry } from '../../lib/api/notices';
import { LoadingOverlay } from '../shell/loading-overlay';
import { Notices } from '../shell/notices';
import { SessionSync } from '../shell/session-sync';
import { PageFallback } from './page-fallback';
import { ScreenOutlet } from './screen-outlet';
import { TabFrame } from './tab-layout';
import { OfflineBoundary } from '../offline/offline-boundary';
import { retryableLazy } from '../../lib/offline/retryable-lazy';
import { useStored } from '../../lib/use-stored';
import { loadThemed, needsTheme } from '../theme-loader';

const Themed = retryableLazy<{ children: ReactNode }>(async () => ({
  default: (await loadThemed()).Themed,
}));

/** Whether the Mantine theme is needed by now: true from the first screen that uses it on. */
function useThemeNeeded(pathname: string): boolean {
  const signedIn = useStored('token') !== null;
  const now = needsTheme(pathname, signedIn);
  const [needed, setNeeded] = useState(now);
  if (now && !needed) setNeeded(true);
  return needed || now;
}

export function RootLayout() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const themed = useThemeNeeded(pathname);
  const route = routeByPath(pathname);
  const titleKey = route?.titleKey as 'routes.home' | undefined;
  // A session ended by a §8 code, outside any component, goes home through the router.
  useEffect(() => setHomeNavigator(() => navigate('/', { replace: true })), [navigate]);
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} · ${t('appName')}` : t('appName');
  }, [titleKey, t]);
  // Each screen starts at its top, as a new page would, without the last screen's retry banner.
  useEffect(() => {
    document.documentElement.scrollTop = 0;
    dismissRetry();
  }, [pathname]);
  const tab = route?.tab === true;
  // Memoised by what it depends on: RootLayout re-renders whenever a translation file arrives
  // (react-i18next's store subscription, a blocking update), and a new element here would mount a
  // screen whose code has just loaded inside that blocking render, in one long task. Kept, the
  // screen mounts in its own Suspense retry, which React renders in slices that yield.
  const body = useMemo(() => {
    // Every screen is a <main> landmark; the tab frame has its own around the tab pages.
    const screen = tab ? (
      <ScreenOutlet key={pathname} />
    ) : (
      <main key={pathname}>
        <ScreenOutlet />
      </main>
    );
    if (!themed) return screen;
    // The theme's chunk lost to a dropped connection shows "offline / Retry" too, with the tabs on
    // a tab page.
    return (
      <OfflineBoundary frame={tab ? (state) => <TabFrame>{state}</TabFrame> : undefined}>
        <Suspense fallback={<PageFallback />}>
          <Themed>{screen}</Themed>
        </Suspense>
      </OfflineBoundary>
    );
  }, [pathname, themed, tab]);
  return (
    <div style={{ maxWidth: 560, margin: '0 auto', minHeight: '100dvh' }}>
      {/* First in the flow, so a notice pushes the screen down instead of covering its title. */}
      <Notices />
      {body}
      <LoadingOverlay />
      <SessionSync />
    </div>
  );
}
