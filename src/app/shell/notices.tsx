/**
 * Mounts the notice stack only once there is a notice, so its components load off the first paint;
 * they are fetched soon after it anyway, because the retry banner is needed exactly when the
 * connection is gone ("Unable to preload CSS … notice-stack" killed the app when it was not).
 */
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { currentNotices, subscribeNotices } from '../../lib/api/notices';
import { OfflineBoundary } from '../offline/offline-boundary';
import { retryableLazy } from '../../lib/offline/retryable-lazy';

const loadStack = () => import('./notice-stack').then((m) => ({ default: m.NoticeStack }));
const NoticeStack = retryableLazy(loadStack);
/** Just after first paint, while the phone is surely still online (it may drop any second). */
const WARM_AFTER_MS = 300;

export function Notices() {
  const notices = useSyncExternalStore(subscribeNotices, currentNotices, currentNotices);
  useEffect(() => {
    const timer = setTimeout(() => void loadStack().catch(() => undefined), WARM_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (notices.length === 0) return null;
  return (
    // A stack that cannot load yet tries again with the next notice.
    <OfflineBoundary quiet key={notices.map((n) => n.id).join()}>
      <Suspense fallback={null}>
        <NoticeStack />
      </Suspense>
    </OfflineBoundary>
  );
}
