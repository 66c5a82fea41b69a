/** retryImport as the browser runs it: real waits, the failed stylesheets, one reload per minute. */
import { serverReachable } from '../api/server-reachable';
import { reloadFailedStyles } from './failed-styles';
import { retryImport, type RetryDeps } from './retry-import';

const RELOADED_AT = 'mkopo.reloadedForDeploy';
/** A reload that did not cure it (a broken deploy) is not repeated in a loop. */
const RELOAD_GAP_MS = 60_000;

function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < RELOAD_GAP_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false;
  }
  location.reload();
  return true;
}

const BROWSER: RetryDeps = {
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  beforeRetry: reloadFailedStyles,
  serverReachable,
  reloadOnce,
};

/** Imports a chunk, retrying through a dropped connection and reloading after a new deploy. */
export function importWithRetry<T>(load: () => Promise<T>): Promise<T> {
  return retryImport(load, BROWSER);
}
