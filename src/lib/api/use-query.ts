/**
 * SWR reads of the contract. Keys are built here only: endpoint name, the input as stable JSON,
 * and the token for calls that need one, so one user's cached data never shows for another.
 */
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import { routes, type RouteName } from '../../shared/contract/routes.gen';
import { authToken } from '../storage';
import { call, type Request, type Response } from './call';

export type QueryKey = readonly [name: RouteName, input: string, token: string];

function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
}

/** The SWR key of a read: use it with `mutate(queryKey(...))` after a write. */
export function queryKey<N extends RouteName>(name: N, input: Request<N>): QueryKey {
  return [name, stableJson(input), routes[name].auth ? authToken() : ''];
}

/**
 * SWR defaults for every read: the retry banner re-runs failed reads on demand, since silent
 * automatic retries cost borrowers data. (Set here, not in a provider, so SWR stays off the
 * first-paint bundle; tests pass a fresh cache with `<SWRConfig value={{ provider }}>`.)
 */
const DEFAULTS: SWRConfiguration = { shouldRetryOnError: false, revalidateOnFocus: false };

/** Reads `name` with `input` (null: do not fetch yet). Background reads show no overlay. */
export function useQuery<N extends RouteName>(
  name: N,
  input: Request<N> | null,
  config?: SWRConfiguration<Response<N>, Error>,
): SWRResponse<Response<N>, Error> {
  const { mutate } = useSWRConfig();
  const key = input === null ? null : queryKey(name, input);
  return useSWR<Response<N>, Error, QueryKey | null>(
    key,
    (k: QueryKey) =>
      call(name, JSON.parse(k[1]) as Request<N>, { silent: true, onRetry: () => void mutate(k) }),
    { ...DEFAULTS, ...config },
  );
}
