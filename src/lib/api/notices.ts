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
/** The queued retries, one per thing to re-run. */
let retries = new Map<string | symbol, () => void>();
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: readonly Notice[]): void {
  notices = next;
  for (const listener of listeners) listener();
}

/** How long a message stays before it hides itself (the retry banner stays until acted on). */
export const MESSAGE_MS = 6000;

/** Shows a message once: calls answered together (e.g. three reads ended by one §8 code) say it once. */
export function showMessage(key: string, fallback = ''): void {
  if (notices.some((n) => n.kind === 'message' && n.key === key)) return;
  const id = nextId++;
  update([...notices, { id, kind: 'message', key, fallback }]);
  setTimeout(() => dismiss(id), MESSAGE_MS);
}

/**
 * Shows the retry banner and queues `retry` for its button. A banner already shown stays the same
 * element (its id): a read failing again while the borrower reaches for Retry (a screen's timed
 * refresh) must not swap the button under the finger, nor have a screen reader announce the alert
 * again. `same` names what the retry re-runs (a read's key): failing ten times, it re-runs once.
 */
export function showRetry(reason: 'network' | 'timeout', retry: () => void, same?: string): void {
  retries.set(same ?? Symbol('retry'), retry);
  const shown = notices.find((n): n is RetryNotice => n.kind === 'retry');
  if (shown?.reason === reason) return;
  const others = notices.filter((n) => n.kind !== 'retry');
  update([...others, { id: shown?.id ?? nextId++, kind: 'retry', reason }]);
}

/** Runs every queued retry and hides the banner. */
export function retryAll(): void {
  const queued = [...retries.values()];
  retries = new Map();
  update(notices.filter((n) => n.kind !== 'retry'));
  for (const retry of queued) retry();
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
  return notices;
}

export function subscribeNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
