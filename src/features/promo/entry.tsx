/**
 * The light first paint of the promotion pages (#/yx…), chosen by the inline script of index.html:
 * React and i18next core with plain CSS, no router, no Mantine. The main app loads only when the
 * visitor moves on (APPLY, a legal link, or a hash outside /yx), so the landing costs little data.
 */
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { installNativeCallbacks } from '../../lib/native/bridge';
import type { NextStep } from './next-step';
import { PromoApp } from './promo-app';
import { loadPromoStrings } from './promo-i18n';
import { promoPageOf } from './promo-pages';

const hashPath = () => location.hash.replace(/^#/, '') || '/';

/** Starts the promotion pages; `loadApp` boots the main app in their place. */
export async function start(loadApp: () => Promise<unknown>): Promise<void> {
  installNativeCallbacks();
  const element = document.getElementById('root');
  if (!element) return;
  await loadPromoStrings();
  const root: Root = createRoot(element);
  let left = false;

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
        <PromoApp key={page} page={page} go={go} />
      </StrictMode>,
    );
  }

  window.addEventListener('hashchange', render);
  render();
}
