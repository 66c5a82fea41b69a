/** Reads a console API path with SWR; a fresh key reloads, a mutation calls `mutate`. */
import useSWR from 'swr';
import { opsApi } from './api';

export function useOpsData<T>(path: string | null) {
  return useSWR<T>(path, (key: string) => opsApi<T>(key), { revalidateOnFocus: false });
}
