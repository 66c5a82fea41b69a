/**
 * A lazy component that can load again: React.lazy keeps a failed import for ever, so once the
 * offline boundary's Retry has called forgetFailedChunks(), the next render makes a fresh one and
 * imports anew. (Until then the failed one stays, so the failure reaches the boundary.)
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { importWithRetry } from './browser-retry';

let epoch = 0;

/** Lets every lazy component whose import failed try again on its next render. */
export function forgetFailedChunks(): void {
  epoch += 1;
}

export function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>> | null = null;
  let failedInEpoch: number | null = null;
  const fresh = () =>
    lazy(() =>
      importWithRetry(load).catch((err: unknown) => {
        failedInEpoch = epoch;
        throw err;
      }),
    );
  return function RetryableLazy(props: P) {
    if (current === null || (failedInEpoch !== null && failedInEpoch !== epoch)) {
      failedInEpoch = null;
      current = fresh();
    }
    const Loaded = current;
    return <Loaded {...props} />;
  };
}
