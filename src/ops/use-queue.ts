/**
 * A queue page's list and the notice of its last action: an action's answer shows, the list
 * reloads. The notice is kept as a message and worded at each render, in the language shown.
 */
import { useCallback, useState } from 'react';
import { useSay, type Said } from './said';
import { useOpsData } from './use-ops-data';

export function useQueue<T>(path: string) {
  const { data, mutate } = useOpsData<T>(path);
  const say = useSay();
  const [notice, setNotice] = useState<Said | null>(null);
  const done = useCallback(
    (message: Said) => {
      setNotice(message);
      void mutate();
    },
    [mutate],
  );
  return { data, notice: notice ? say(notice) : '', done };
}
