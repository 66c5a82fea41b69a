/**
 * Whether the server is reachable, as the calls learn it: a call that got no answer marks the
 * connection lost; the next answer of any call (a refusal too: the server spoke), or the phone's
 * `online` event, marks it back and tells every listener once. Screens that follow something
 * (an order on its way, a payment waiting for the wallet) resume on that signal instead of
 * waiting out their back-off, and the retry banner re-runs the reads it queued and leaves.
 */
let lost = false;
const listeners = new Set<() => void>();

function tell(): void {
  for (const listener of [...listeners]) listener();
}

/** A call got no usable answer (offline, timeout, a proxy's page). */
export function connectionLost(): void {
  lost = true;
}

/** A call got an answer: if the connection had been lost, it is back. */
export function connectionAnswered(): void {
  if (!lost) return;
  lost = false;
  tell();
}

/** Whether the last call got no answer and none has since. */
export function isConnectionLost(): boolean {
  return lost;
}

/** Listens for the connection coming back; returns the unsubscribe. */
export function onConnectionBack(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

if (typeof window !== 'undefined') {
  // The phone says it is online again: worth a read at once, whether or not a call failed first
  // (a read that failed while the radio was off marked nothing before SWR kept its error).
  window.addEventListener('online', () => {
    lost = false;
    tell();
  });
}
