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

installNativeCallbacks();
followBorrowerCalendar();
watchFailedStyles(window);
preloadPageOf(location.hash);
preloadThemeFor(location.hash);

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
