/**
 * SWR reads of the contract. Keys are built here only: endpoint name, the input as stable JSON,
 * and the token for calls that need one, so one user's cached data never shows for another.
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import useSWR, {
  unstable_serialize,
  useSWRConfig,
  type SWRConfiguration,
  type SWRResponse,
} from 'swr';
import { routes, type RouteName } from '../../shared/contract/routes.gen';
import { authToken } from '../storage';
import { call, type Request, type Response } from './call';
import { readEpoch } from './read-epoch';
import { useFollowThroughFailures } from './follow-through-failures';

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

/** When each key's last read came back (ms), whether or not its data changed. */
const answeredAt = new Map<string, number>();
/** The read epoch each key's cached data was asked in. */
const askedInEpoch = new Map<string, number>();
const keyText = (k: QueryKey) => JSON.stringify(k);
/** Screens waiting on an answer: told of each one, since an answer equal to the cache's data
 * makes SWR render nothing. */
const answerListeners = new Set<() => void>();
function onAnswer(listener: () => void): () => void {
  answerListeners.add(listener);
  return () => {
    answerListeners.delete(listener);
  };
}

/**
 * Reads of one key under way: a second ask while one is out (the poll's back-off, the banner's
 * re-run and SWR's own "online" read, all when the connection comes back) shares its answer.
 */
const underWay = new Map<string, Promise<unknown>>();

/** SWR's default: a key read this recently is not read again when a screen mounts. */
const DEDUPING_MS = 2_000;

export type QueryConfig<N extends RouteName> = SWRConfiguration<Response<N>, Error> & {
  /**
   * Read once on every visit, however recent the cached copy: for what can change on the
   * server with no write of this phone (a staff reply). The cache still shows at once.
   */
  readOnEveryVisit?: boolean;
};

/** Reads `name` with `input` (null: do not fetch yet). Background reads show no overlay. */
export function useQuery<N extends RouteName>(
  name: N,
  input: Request<N> | null,
  { readOnEveryVisit = false, ...config }: QueryConfig<N> = {},
): SWRResponse<Response<N>, Error> {
  const { cache, mutate } = useSWRConfig();
  const key = input === null ? null : queryKey(name, input);
  const text = key && keyText(key);
  const read = useSWR<Response<N>, Error, QueryKey | null>(
    key,
    (k: QueryKey) => {
      const asked = keyText(k);
      const running = underWay.get(asked) as Promise<Response<N>> | undefined;
      if (running) return running;
      const read = (async () => {
        const epoch = readEpoch();
        const answer = await call(name, JSON.parse(k[1]) as Request<N>, {
          silent: true,
          read: true,
          onRetry: () => void mutate(k),
          retryKey: asked,
        });
        askedInEpoch.set(asked, epoch);
        answeredAt.set(asked, Date.now());
        for (const listener of answerListeners) listener();
        return answer;
      })().finally(() => underWay.delete(asked));
      underWay.set(asked, read);
      return read;
    },
    // Every visit's one read is the effect's below: SWR's own on mount would make it two.
    { ...DEFAULTS, ...(readOnEveryVisit ? { revalidateOnMount: false } : {}), ...config },
  );
  useEffect(() => {
    if (text === null) return;
    const shown = JSON.parse(text) as QueryKey;
    if (readOnEveryVisit) return void mutate(shown);
    // Opened on cached data asked for before a write: read again now, past SWR's 2 s of
    // "fresh" (read-epoch.ts). Without data, SWR reads anyway.
    if (cache.get(unstable_serialize(shown))?.data === undefined) return;
    const asked = askedInEpoch.get(text);
    if (asked !== undefined && asked < readEpoch()) void mutate(shown);
  }, [text, cache, mutate, readOnEveryVisit]);
  const interval = typeof config.refreshInterval === 'number' ? config.refreshInterval : 0;
  useFollowThroughFailures(text, read.error, interval, mutate);
  return read;
}

/**
 * Whether the read of `name` with `input` was answered since this screen opened (or just before:
 * SWR does not read again then). Until it is, the data may be the cache's from earlier in the
 * session: a screen that acts on money (Repay with the amount due filled in) waits for it, so a
 * borrower never pays yesterday's balance and leaves a day's interest open.
 */
export function useAnsweredSinceMount<N extends RouteName>(
  name: N,
  input: Request<N> | null,
): boolean {
  const openedAt = useRef(Date.now());
  const epochAtOpen = useRef(readEpoch());
  const key = input === null ? null : keyText(queryKey(name, input));
  return useSyncExternalStore(
    onAnswer,
    useCallback(() => {
      const at = key === null ? undefined : answeredAt.get(key);
      const asked = key === null ? undefined : askedInEpoch.get(key);
      // Recent is not enough after a write (a payment): the answer must have been asked after it.
      return (
        at !== undefined &&
        at >= openedAt.current - DEDUPING_MS &&
        asked !== undefined &&
        asked >= epochAtOpen.current
      );
    }, [key]),
  );
}
