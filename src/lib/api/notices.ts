/**
 * Messages shown over any screen: translated notices (e.g. the §8 session messages) and the one
 * retry banner for lost connections, whose Retry button re-runs every call that failed.
 */
export interface MessageNotice {
  readonly id: number;
  readonly kind: 'message';
  /** A key in the `errors` namespace, or a server message when the key is unknown here. */
  readonly key: string;
  readonly fallback: string;
}

export interface RetryNotice {
  readonly id: number;
  readonly kind: 'retry';
  readonly reason: 'network' | 'timeout';
}

export type Notice = MessageNotice | RetryNotice;

let notices: readonly Notice[] = [];
/** What shows: the notices, less the retry banner while a screen offers its own Retry. */
let shown: readonly Notice[] = [];
/** Screens showing their own "offline / Retry" in place: one Retry button on a screen, not two. */
let ownRetries = 0;

interface QueuedRetry {
  readonly run: () => void;
  /** A read asks again harmlessly once the connection is back; a write waits for the tap. */
  readonly read: boolean;
}
/** The queued retries, one per thing to re-run. */
let retries = new Map<string | symbol, QueuedRetry>();
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: readonly Notice[]): void {
  notices = next;
  shown = ownRetries > 0 ? notices.filter((n) => n.kind !== 'retry') : notices;
  for (const listener of listeners) listener();
}

/** How long a message stays before it hides itself (the retry banner stays until acted on). */
export const MESSAGE_MS = 6000;

/** Shows a message once: calls answered together (e.g. three reads ended by one §8 code) say it once;
 * other words under the same key (a moved order told in another language) are another message. */
export function showMessage(key: string, fallback = ''): void {
  if (notices.some((n) => n.kind === 'message' && n.key === key && n.fallback === fallback)) return;
  const id = nextId++;
  update([...notices, { id, kind: 'message', key, fallback }]);
  setTimeout(() => dismiss(id), MESSAGE_MS);
}

export interface RetryOptions {
  /** Names what the retry re-runs (a read's key): failing ten times, it re-runs once. */
  readonly same?: string;
  /** A read: re-run by itself when the connection comes back. */
  readonly read?: boolean;
  /** The screen the call was asked on (`currentScreen()` then). */
  readonly askedOnScreen?: string;
}

/**
 * The screen now shown: the route in the address (the app routes by its hash). Read when a call
 * starts rather than counted when a screen opens: a new screen's first reads start before the
 * frame learns it moved.
 */
export function currentScreen(): string {
  return typeof location === 'undefined' ? '' : location.hash.split('?')[0]!;
}

/**
 * Shows the retry banner and queues `retry` for its button. A banner already shown stays the same
 * element (its id): a read failing again while the borrower reaches for Retry (a screen's timed
 * refresh) must not swap the button under the finger, nor have a screen reader announce the alert
 * again.
 */
export function showRetry(
  reason: 'network' | 'timeout',
  retry: () => void,
  { same, read = false, askedOnScreen = currentScreen() }: RetryOptions = {},
): void {
  // Asked by the screen the borrower left: its banner would cover the new screen for nothing.
  if (askedOnScreen !== currentScreen()) return;
  retries.set(same ?? Symbol('retry'), { run: retry, read });
  const banner = notices.find((n): n is RetryNotice => n.kind === 'retry');
  if (banner?.reason === reason) return;
  const others = notices.filter((n) => n.kind !== 'retry');
  update([...others, { id: banner?.id ?? nextId++, kind: 'retry', reason }]);
}

/** Runs every queued retry and hides the banner. */
export function retryAll(): void {
  const queued = [...retries.values()];
  retries = new Map();
  update(notices.filter((n) => n.kind !== 'retry'));
  for (const retry of queued) retry.run();
}

/**
 * The connection is back: the queued reads ask again by themselves, and the banner leaves unless
 * a write waits for the borrower's tap (sending it again is theirs to decide).
 */
export function connectionBack(): void {
  const reads = [...retries.entries()].filter(([, r]) => r.read);
  for (const [name] of reads) retries.delete(name);
  if (retries.size === 0 && notices.some((n) => n.kind === 'retry'))
    update(notices.filter((n) => n.kind !== 'retry'));
  for (const [, retry] of reads) retry.run();
}

/**
 * A screen shows its own "offline / Retry" in place: the banner's Retry hides meanwhile (the
 * screen's button runs the banner's retries too). Returns the release.
 */
export function holdRetryBanner(): () => void {
  ownRetries += 1;
  update(notices);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    ownRetries -= 1;
    update(notices);
  };
}

/**
 * Drops the retry banner and its queued retries: they belong to the screen the borrower left, and
 * a stale banner over the next screen covered its fields. The new screen's own failures bring it back.
 */
export function dismissRetry(): void {
  retries = new Map();
  if (notices.some((n) => n.kind === 'retry')) update(notices.filter((n) => n.kind !== 'retry'));
}

export function dismiss(id: number): void {
  if (notices.some((n) => n.id === id && n.kind === 'retry')) retries = new Map();
  update(notices.filter((n) => n.id !== id));
}

export function currentNotices(): readonly Notice[] {
  return shown;
}

export function subscribeNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
