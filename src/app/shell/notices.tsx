/** Mounts the notice stack only once there is a notice, so its components load off the first paint. */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { currentNotices, subscribeNotices } from '../../lib/api/notices';

const NoticeStack = lazy(() => import('./notice-stack').then((m) => ({ default: m.NoticeStack })));

export function Notices() {
  const notices = useSyncExternalStore(subscribeNotices, currentNotices, currentNotices);
  if (notices.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NoticeStack />
    </Suspense>
  );
}
