/**
 * The current route's screen: a spinner while its code or translations load, and "offline /
 * Retry" in its place if they are lost to a dropped connection, never the splash. Keyed by the
 * path where it is used, so a new screen starts with a fresh boundary.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { OfflineBoundary } from '../offline/offline-boundary';
import { PageFallback } from './page-fallback';

export function ScreenOutlet() {
  return (
    <OfflineBoundary>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </OfflineBoundary>
  );
}
