/** Layout of the tab pages (/, /records, /me): the page above, the bottom tabs below. */
import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { OfflineBoundary } from '../offline/offline-boundary';
import { BottomTabs, TAB_BAR_HEIGHT } from './bottom-tabs';
import { PageFallback } from './page-fallback';

/** A tab page above the bottom tabs. */
export function TabFrame({ children }: { readonly children: ReactNode }) {
  return (
    <>
      <main style={{ paddingBottom: TAB_BAR_HEIGHT + 16 }}>{children}</main>
      <BottomTabs />
    </>
  );
}

export function TabLayout() {
  const { pathname } = useLocation();
  return (
    <TabFrame>
      {/* The tabs stay usable while a tab page shows "offline / Retry". */}
      <OfflineBoundary key={pathname}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </OfflineBoundary>
    </TabFrame>
  );
}
