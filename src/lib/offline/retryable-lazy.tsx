/**
 * A lazy component that can load again: React.lazy keeps a failed import for ever, so once the
 * offline boundary's Retry has called forgetFailedChunks(), the next render makes a fresh one and
 * imports anew. (Until then the failed one stays, so the failure reaches the boundary.)
 *
 * `preload()` fetches the module ahead of need; a component mounted after that renders it at once.
 * React.lazy alone suspends on its first render even when the module is already there, and React
 * reveals a suspended boundary's content up to 300 ms later: a picker's first tap showed nothing
 * for a third of a second on a cheap phone.
 */
import {
  lazy,
  useState,
  type ComponentType,
  type FunctionComponent,
  type LazyExoticComponent,
} from 'react';
import { importWithRetry } from './browser-retry';

let epoch = 0;

/** Lets every lazy component whose import failed try again on its next render. */
export function forgetFailedChunks(): void {
  epoch += 1;
}

export interface RetryableLazy<P extends object> extends FunctionComponent<P> {
  /** Imports the module now; a failure is the caller's to ignore (a render imports it again). */
  preload(): Promise<void>;
}

export function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): RetryableLazy<P> {
  let current: LazyExoticComponent<ComponentType<P>> | null = null;
  let failedInEpoch: number | null = null;
  let loaded: ComponentType<P> | null = null;
  const importIt = () =>
    importWithRetry(load).then((module) => {
      loaded = module.default;
      return module;
    });
  const fresh = () =>
    lazy(() =>
      importIt().catch((err: unknown) => {
        failedInEpoch = epoch;
        throw err;
      }),
    );
  function RetryableLazy(props: P) {
    // Decided once per mount: switching from the lazy wrapper to the module's own component would
    // change the element's type and remount what it shows.
    const [ready] = useState(() => loaded);
    if (ready) {
      const Ready = ready;
      return <Ready {...props} />;
    }
    if (current === null || (failedInEpoch !== null && failedInEpoch !== epoch)) {
      failedInEpoch = null;
      current = fresh();
    }
    const Loaded = current;
    return <Loaded {...props} />;
  }
  RetryableLazy.preload = () => importIt().then(() => undefined);
  return RetryableLazy;
}
