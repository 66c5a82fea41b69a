/** A queue page's list and the notice of its last action: an action's answer shows, the list reloads. */
import { useCallback, useState } from 'react';
import { useOpsData } from './use-ops-data';

export function useQueue<T>(path: string) {
  const { data, mutate } = useOpsData<T>(path);
  const [notice, setNotice] = useState('');
  const done = useCallback(
    (text: string) => {
      setNotice(text);
      void mutate();
    },
    [mutate],
  );
  return { data, notice, done };
}
