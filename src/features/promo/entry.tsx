/**
 * The promotion pages (#/yx…) in React, started by index.html or by a prerendered page on its first
 * tap (attach.ts):
 * React and i18next core with plain CSS, no router, no Mantine. The main app loads only when the
 * visitor moves on (APPLY, a legal link, or a hash outside /yx), so the landing costs little data.
 */
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { installNativeCallbacks } from '../../lib/native/bridge';
import type { NextStep } from './next-step';
import { PromoApp } from './promo-app';
import { loadPromoStrings } from './promo-i18n';
import { promoPageOf } from './promo-pages';

const hashPath = () => location.hash.replace(/^#/, '') || '/';

/** What a prerendered page (attach.ts) hands over: the number typed, the tap to repeat. */
export interface HandedOver {
  typed: string;
  /** Child indexes from #root to the tapped element, or null. */
  replay: number[] | null;
}

function elementAt(root: Element, path: readonly number[]): HTMLElement | null {
  let at: Element | undefined = root;
  for (const index of path) at = at?.children[index];
  return at instanceof HTMLElement ? at : null;
}

/**
 * Starts the promotion pages; `loadApp` boots the main app in their place. Over a prerendered
 * page, `handed` (read once the bundle is here) carries what the visitor did meanwhile.
 */
export async function start(
  loadApp: () => Promise<unknown>,
  handed?: () => HandedOver,
): Promise<void> {
  installNativeCallbacks();
  const element = document.getElementById('root');
  if (!element) return;
  await loadPromoStrings();
  const root: Root = createRoot(element);
  let left = false;
  let typed = '';

  const leave = (): void => {
    if (left) return;
    left = true;
    window.removeEventListener('hashchange', render);
    root.unmount(); // the splash shows again while the app loads
    void loadApp();
  };

  const go = (step: NextStep): void => {
    if (promoPageOf(step.path)) {
      location.hash = step.path;
      return;
    }
    // The hash router of the main app reads its location state from history.state.usr, so the
    // number typed here pre-fills the login form.
    history.pushState({ usr: step.state ?? null, key: 'promo', idx: 1 }, '', `#${step.path}`);
    leave();
  };

  function render(): void {
    const page = promoPageOf(hashPath());
    if (!page) return leave();
    root.render(
      <StrictMode>
        <PromoApp key={page} page={page} go={go} typed={typed} />
      </StrictMode>,
    );
  }

  window.addEventListener('hashchange', render);
  const before = handed?.();
  if (!before) return render();
  typed = before.typed;
  // The prerendered HTML is replaced at once, so the repeated tap reaches the live page.
  flushSync(render);
  if (before.replay) elementAt(element, before.replay)?.click();
}
