/** The shell's notices above the hash router (§2); the Mantine theme comes with its screens. */
import { HashRouter } from 'react-router-dom';
import { AppRoutes } from './router';
import { FollowMissedHashChange } from './missed-hash-change';
import { AppStatusNotices } from './pwa/app-status';

export function App() {
  return (
    <>
      {/* Above the screens, in the flow: while it shows, the screen moves down rather than under it. */}
      <AppStatusNotices />
      <HashRouter>
        <FollowMissedHashChange />
        <AppRoutes />
      </HashRouter>
    </>
  );
}
