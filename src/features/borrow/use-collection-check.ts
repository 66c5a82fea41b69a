/**
 * The §7 data-collection check while a submitted order waits for its data (status 19): run once
 * when the wait starts; the shell is asked to collect what is missing and reports it to the
 * server (POST /time/upload/report), after which the order moves on by itself. Failures stay
 * silent (docs/product.md §7), except outside the app, where only the app can collect.
 */
import { useEffect, useState } from 'react';
import { runCollectionCheck, type CollectionResult } from '../../lib/native/collection-check';
import { getItem } from '../../lib/storage';

export function useCollectionCheck(
  orderNo: string | undefined,
  waiting: boolean,
  check: typeof runCollectionCheck = runCollectionCheck,
): CollectionResult | null {
  const [result, setResult] = useState<CollectionResult | null>(null);
  useEffect(() => {
    if (!waiting || !orderNo) return;
    let live = true;
    const userId = getItem('userInfo')?.userId ?? '';
    void check({ orderNo, userId, step: 'finishLoading', isSubmit: true }).then((r) => {
      if (live) setResult(r);
    });
    return () => {
      live = false;
    };
  }, [orderNo, waiting, check]);
  return result;
}
