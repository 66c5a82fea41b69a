// @vitest-environment jsdom
/**
 * The app's first render is a transition that yields; a hash changed before it commits must still
 * decide the screen, and changes after it must still be followed.
 */
import { act, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { HashRouter, useLocation } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { FollowMissedHashChange } from '../../src/app/missed-hash-change';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => act(() => root?.unmount()));

function Screen() {
  const { pathname, search } = useLocation();
  return <p>{pathname + search}</p>;
}

/**
 * Changes the address once, while rendering: after the router has read it, before it commits and
 * subscribes. The browser's popstate for that change fires into no listener; replaceState, which
 * fires none, stands for it.
 */
function tapDuringFirstRender(hash: string) {
  let tapped = false;
  return function Tap() {
    if (!tapped) window.history.replaceState(null, '', hash);
    tapped = true;
    return null;
  };
}

async function moveTo(hash: string) {
  await act(async () => {
    window.location.hash = hash;
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

it.each([true, false])(
  'shows the address changed between the first render and its commit (catching up: %s)',
  async (catchUp) => {
    // Set without an event, so none arrives late and does the catching up instead.
    window.history.replaceState(null, '', '#/records');
    const container = document.body.appendChild(document.createElement('div'));
    const Tap = tapDuringFirstRender('#/repay/receipts?from=home');
    root = createRoot(container);
    await act(async () =>
      startTransition(() =>
        root!.render(
          <HashRouter>
            {catchUp && <FollowMissedHashChange />}
            <Tap />
            <Screen />
          </HashRouter>,
        ),
      ),
    );
    // Without the catch-up the old screen stays under the new address: the case it exists for.
    expect(container.textContent).toBe(catchUp ? '/repay/receipts?from=home' : '/records');
    expect(window.location.hash).toBe('#/repay/receipts?from=home');
    if (!catchUp) return;
    await moveTo('#/me');
    expect(container.textContent).toBe('/me');
  },
);
