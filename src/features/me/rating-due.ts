/**
 * When the rating popup shows, from the stored popEvaluateTime (§3): `popupTime` is the moment
 * (ms, or s when 10 digits) from which to ask, 0 for never; `rejectState` 0 means the borrower
 * declined; `loanOrderId` is the order being rated.
 */
import type { StoredEntities } from '../../lib/storage';

type PopEvaluateTime = StoredEntities['popEvaluateTime'];

export const LATER_MS = 3 * 24 * 60 * 60 * 1000;

export function ratingDue(pop: PopEvaluateTime, now = Date.now()): boolean {
  if (pop.popupTime <= 0 || pop.rejectState === 0) return false;
  const at = String(pop.popupTime).length <= 10 ? pop.popupTime * 1000 : pop.popupTime;
  return now >= at;
}

/** After a rating was sent: nothing more to ask. */
export const RATED: PopEvaluateTime = { popupTime: 0, rejectState: 1, loanOrderId: '' };

/** "Not now": ask again in three days. */
export function later(pop: PopEvaluateTime, now = Date.now()): PopEvaluateTime {
  return { ...pop, popupTime: now + LATER_MS };
}

/** "Don't ask again". */
export function declined(pop: PopEvaluateTime): PopEvaluateTime {
  return { ...pop, rejectState: 0 };
}
