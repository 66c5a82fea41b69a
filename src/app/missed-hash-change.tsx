/**
 * <HashRouter> reads the address when it first renders but listens for changes only once it
 * commits. The app's first render is a transition that yields to the browser, so a hash changed
 * in between (a tap on the prerendered Home, the back button) would leave the old screen
 * under the new address. After the router subscribes, this catches up with the address once.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export function FollowMissedHashChange() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  // A passive effect runs after every layout effect, so after the router's own subscription:
  // the replace below reaches its state.
  useEffect(() => {
    const address = window.location.hash.slice(1) || '/';
    if (address !== pathname + search + hash) void navigate(address, { replace: true });
    // Only the first commit can have missed a change; later ones reach the router's listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
