/** Entry point: translations of the stored language first, then the app replaces the splash. */
import './styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadPageOf } from './pages';
import { preloadThemeFor } from './theme-loader';
import { initI18n } from '../lib/i18n';
import { followBorrowerCalendar } from '../lib/borrower-calendar';
import { installNativeCallbacks } from '../lib/native/bridge';
import { watchFailedStyles } from '../lib/offline/failed-styles';
import { inOwnTask } from '../lib/idle';

installNativeCallbacks();
followBorrowerCalendar();
watchFailedStyles(window);
// The first screen's and the theme's chunks start downloading beside the translations, each
// preload in a task of its own rather than inside this module's evaluation.
const hash = location.hash;
inOwnTask(() => preloadPageOf(hash));
inOwnTask(() => preloadThemeFor(hash));

void initI18n().then(() => {
  const root = document.getElementById('root');
  if (!root) return;
  const app = createRoot(root);
  // A transition renders in slices that yield to the browser: a tap on the page shown meanwhile
  // (the splash or the prerendered Home) is never stuck behind one long task.
  startTransition(() =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
