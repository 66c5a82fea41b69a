/**
 * The option sheet, loaded apart from the form: fetched while the phone is idle after the form has
 * painted, and mounted only once the borrower opens a picker (a closed drawer per picker would cost
 * every form its render time for nothing).
 */
import { Suspense, useEffect, useState } from 'react';
import { retryableLazy } from '../src/lib/offline/retryable-lazy';
import type { OptionSheetProps } from './option-sheet';

const load = () => import('./option-sheet');
// A picker first opened on a dropped connection retries, then offers the offline state's Retry.
const Sheet = retryableLazy<OptionSheetProps>(load);

/** Starts fetching the sheet when the phone is idle, so the first tap does not wait for it. */
export function usePreloadedSheet(): void {
  useEffect(() => {
    // A preload that fails (offline, or the page already gone) is silent: opening a picker loads
    // the sheet again and reports its own failure.
    const preload = () => void Sheet.preload().catch(() => undefined);
    if (window.requestIdleCallback) {
      const handle = window.requestIdleCallback(preload);
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(preload, 200);
    return () => window.clearTimeout(timer);
  }, []);
}

export function LazyOptionSheet(props: OptionSheetProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Sheet {...props} />
    </Suspense>
  );
}
