/**
 * What the shell tells the borrower about the app itself: the phone is offline, or a new build is
 * installed and waiting for a reload. A tiny store for useSyncExternalStore.
 */
export interface AppStatus {
  readonly offline: boolean;
  /** Set once a new build is waiting: switches to it and reloads the page. */
  readonly reload: (() => void) | null;
}

let status: AppStatus = { offline: false, reload: null };
const listeners = new Set<() => void>();

function update(next: Partial<AppStatus>): void {
  status = { ...status, ...next };
  for (const listener of listeners) listener();
}

export function appStatus(): AppStatus {
  return status;
}

export function subscribeAppStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Follows the phone's connection; returns the unsubscribe. */
export function watchConnection(win: Window): () => void {
  const sync = () => update({ offline: !win.navigator.onLine });
  sync();
  win.addEventListener('online', sync);
  win.addEventListener('offline', sync);
  return () => {
    win.removeEventListener('online', sync);
    win.removeEventListener('offline', sync);
  };
}

export function offerReload(reload: () => void): void {
  update({ reload });
}
