/** Layout of the tab pages (/, /records, /me): the page above, the bottom tabs below. */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { BottomTabs, TAB_BAR_HEIGHT } from './bottom-tabs';
import { ScreenOutlet } from './screen-outlet';

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
      <ScreenOutlet key={pathname} />
    </TabFrame>
  );
}
