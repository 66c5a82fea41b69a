/**
 * Registers the service worker (scripts/vite/pwa.ts) once the first paint is done and the phone is
 * idle, so precaching never competes with the screen the borrower is waiting for. Once it is
 * active it keeps the files this page uses (kept-files.ts). A new build waits until the borrower
 * taps Reload.
 */
/// <reference types="vite-plugin-pwa/vanillajs" />
import { keepUsedFiles, warmOnFreeData } from './kept-files';
import { offerReload } from './status';

function whenIdle(win: Window, run: () => void): void {
  const later = () =>
    'requestIdleCallback' in win
      ? win.requestIdleCallback(run, { timeout: 5000 })
      : setTimeout(run, 1000);
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
}

async function keepFiles(win: Window): Promise<void> {
  const worker = (await win.navigator.serviceWorker.ready).active;
  if (!worker) return;
  keepUsedFiles(win, worker);
  await warmOnFreeData(win, worker).catch(() => undefined); // offline: the next visit warms
}

export function registerServiceWorker(win: Window = window): void {
  // Dev (hot reload) and tests run without it; only a build has a worker to register.
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  whenIdle(win, () => {
    void import('virtual:pwa-register')
      .then(({ registerSW }) => {
        const update = registerSW({
          onNeedRefresh: () => offerReload(() => void update(true)),
          onRegisteredSW: () => void keepFiles(win),
        });
      })
      .catch(() => undefined); // offline before the first visit finished: next visit tries again
  });
}
