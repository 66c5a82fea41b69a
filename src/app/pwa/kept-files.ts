/**
 * The service worker keeps the app's files as the phone uses them (docs/decisions/0024): once it
 * is active, the page tells it every app file it has loaded and loads, so a screen opened on the
 * first visit, before the worker controlled the page, opens again offline. The files come from
 * the browser's cache: telling costs no data. Only on Wi-Fi does the worker fetch the rest ahead.
 */

import { readWarmList } from '../../lib/api/warm-list';

/** The build's list of the files not precached (scripts/vite/pwa.ts), at the site's root. */
export const WARM_LIST = 'warm-files.json';

/** Hashed app files and form validator modules: what the worker keeps (scripts/vite/pwa.ts). */
const KEPT_PATH =
  /^\/(?:assets\/[^/]+\.(?:js|css)|api\/forms\/[a-z]+\/[^/]+\/validator-[^/]+\.js)$/;

/** The same-origin URLs among `urls` that the worker keeps. */
export function keptUrls(urls: readonly string[], origin: string): string[] {
  return urls.filter((raw) => {
    const url = new URL(raw, origin);
    return url.origin === origin && url.search === '' && KEPT_PATH.test(url.pathname);
  });
}

interface Connection {
  type?: string;
  saveData?: boolean;
}

/**
 * Whether the phone says its data costs nothing: Wi-Fi or a cable, and no data-saver. A phone that
 * says nothing (most browsers do not) is treated as on a paid bundle.
 */
export function onFreeData(connection: Connection | undefined): boolean {
  if (!connection || connection.saveData === true) return false;
  return connection.type === 'wifi' || connection.type === 'ethernet';
}

function tell(worker: ServiceWorker, urls: readonly string[]): void {
  if (urls.length > 0) worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });
}

/** Tells the active worker of every app file this page loaded and loads from now on. */
export function keepUsedFiles(win: Window, worker: ServiceWorker): void {
  const origin = win.location.origin;
  const send = (entries: readonly PerformanceEntry[]) =>
    tell(
      worker,
      keptUrls(
        entries.map((e) => e.name),
        origin,
      ),
    );
  send(win.performance.getEntriesByType('resource'));
  if (typeof PerformanceObserver !== 'function') return;
  new PerformanceObserver((list) => send(list.getEntries())).observe({ type: 'resource' });
}

/** On free data only, has the worker fetch the files the phone has not used yet. */
export async function warmOnFreeData(win: Window, worker: ServiceWorker): Promise<void> {
  const { connection } = win.navigator as Navigator & { connection?: Connection };
  if (!onFreeData(connection)) return;
  tell(worker, keptUrls(await readWarmList(`/${WARM_LIST}`), win.location.origin));
}
