/**
 * After a thread is opened the server counts its staff replies as seen: the cached red dot (Me,
 * Customer service) and the thread list are stale, so they are read again, not shown from cache.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { queryKey } from '../../lib/api/use-query';

export function useMarkSeen(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    void mutate(queryKey('feedbackRedDotMarker', {}));
    void mutate((key) => Array.isArray(key) && key[0] === 'feedbackListFeedback');
  }, [mutate]);
}
