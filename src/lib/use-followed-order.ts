/**
 * The borrower's latest order, asked again on the follow rhythm (follow-order.ts) while it moves
 * by itself, or every `pollMs` when given (0: never).
 *
 * Why not SWR's `refreshInterval` function: SWR asks it for the next period only when a poll
 * ends, so a screen opened with nothing cached (the function says 0 before the first answer)
 * never starts, and one that stopped never starts again. A number that changes with the order
 * restarts SWR's timer whenever the answer says the order moves alone (review, approved,
 * sending), whatever brought the answer: the first read, a poll or a "Check now" tap.
 */
import { useEffect, useState } from 'react';
import { useQuery } from './api/use-query';
import { FOLLOW_MS, followInterval } from './follow-order';

export function useFollowedOrder(pollMs?: number) {
  const [period, setPeriod] = useState(pollMs ?? FOLLOW_MS);
  const query = useQuery('loanOrderLatest', {}, { refreshInterval: period });
  // Before the first answer (or after a failed one) keep the rhythm: SWR skips polls while erred.
  const wanted = pollMs ?? (query.data === undefined ? FOLLOW_MS : followInterval(query.data));
  useEffect(() => setPeriod(wanted), [wanted]);
  return query;
}
