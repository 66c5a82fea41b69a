/** Reads a §3 browser entity and re-renders when it changes (sign-in, sign-out, language). */
import { useCallback, useSyncExternalStore } from 'react';
import { getItem, subscribe, type StorageKey, type StoredEntities } from './storage';

export function useStored<K extends StorageKey>(key: K): StoredEntities[K] {
  const sub = useCallback(
    (onChange: () => void) => subscribe((changed) => changed === key && onChange()),
    [key],
  );
  return useSyncExternalStore(
    sub,
    () => getItem(key),
    () => getItem(key),
  );
}
