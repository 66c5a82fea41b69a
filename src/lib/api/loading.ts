/** The global loading overlay: a counter of calls in flight, read by <LoadingOverlay>. */
let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Counts a call in; the returned function counts it out (once, however often it is called). */
export function beginLoading(): () => void {
  pending += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending -= 1;
    emit();
  };
}

export function pendingCalls(): number {
  return pending;
}

export function subscribeLoading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
