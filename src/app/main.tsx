/** Entry point: translations of the stored language first, then the app replaces the splash. */
import './styles';
import { StrictMode, startTransition } from 'react';
import { preloadPageOf } from './pages';
import { initI18n } from '../lib/i18n';
import { followBorrowerCalendar } from '../lib/borrower-calendar';
import { installNativeCallbacks } from '../lib/native/bridge';
import { watchFailedStyles } from '../lib/offline/failed-styles';

installNativeCallbacks();
followBorrowerCalendar();
watchFailedStyles(window);
preloadPageOf(location.hash);

// Fetched together, but each graph runs in its own task: on a cheap phone one task running
// react-dom, Mantine and the routes' modules back to back is long enough to delay a tap.
const reactDom = import('react-dom/client');
const app = import('./app');

void Promise.all([reactDom, app, initI18n()]).then(([{ createRoot }, { App }]) => {
  const root = document.getElementById('root');
  if (!root) return;
  const reactRoot = createRoot(root);
  // A transition renders in slices that yield to the browser: a tap on the page shown meanwhile
  // (the splash or the prerendered Home) is never stuck behind one long task.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
