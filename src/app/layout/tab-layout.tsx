/** Layout of the tab pages (/, /records, /me): the page above, the bottom tabs below. */
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { BottomTabs, TAB_BAR_HEIGHT } from './bottom-tabs';
import { PageFallback } from './page-fallback';

export function TabLayout() {
  return (
    <>
      <main style={{ paddingBottom: TAB_BAR_HEIGHT + 16 }}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomTabs />
    </>
  );
}
