/**
 * The only place that calls fetch (docs/architecture.md §2, §4): `call(name, input)` is typed by the contract,
 * seals the payload in the AES envelope, sends the §7 headers, times out after 60 s (§9), drives the
 * loading overlay, ends the session on the §8 token codes and reports lost connections with a retry.
 */
import { routes, type RouteName } from '../../shared/contract/routes.gen';
import type { EndpointTypes } from '../../shared/contract/types.gen';
import type { ApiResponse } from '../../shared/contract/response';
import { SESSION_ENDING_CODES } from '../../shared/contract/codes';
import { randomParamName, sealPayload } from '../../shared/envelope';
import { isInApp } from '../native/bridge';
import { authToken, getItem } from '../storage';
import { endSession } from '../session';
import { ApiError, NetworkError, SessionEndedError } from './errors';
import { beginLoading } from './loading';
import { connectionBack, currentScreen, showRetry } from './notices';
import { connectionAnswered, connectionLost, onConnectionBack } from './connection';
import { readsMayBeStale } from './read-epoch';
import { sendWithProgress } from './send-with-progress';

export const TIMEOUT_MS = 60_000;

export type Request<N extends RouteName> = EndpointTypes[N]['request'];
export type Response<N extends RouteName> = EndpointTypes[N]['response'];

export interface CallOptions {
  /** No loading overlay (background reads). */
  silent?: boolean;
  /** A screen's read (by POST too): it changes nothing, so the reads cached before it stay current. */
  read?: boolean;
  /** Files of a multipart call, by part name; the payload travels in the `data` field. */
  files?: Record<string, Blob>;
  /** What the retry banner's button does; by default the same call runs again. */
  onRetry?: () => void;
  /** Names what `onRetry` re-runs, so a call failing again queues it once (a read's cache key). */
  retryKey?: string;
  /** No retry banner on a network failure: the caller fails silently (§7 data-collection check). */
  quiet?: boolean;
  /** Token to send instead of the stored one (right after login, before the session is stored). */
  token?: string;
  /** The call ends the session itself (log out): a token code answered is no second ending. */
  endingSession?: boolean;
  /** Upload progress from 0 to 1 (multipart calls): the request then goes through XMLHttpRequest. */
  onProgress?: (fraction: number) => void;
}

/** The §7 headers. */
function headers(tokenOverride?: string): Record<string, string> {
  const h: Record<string, string> = {
    packageName: getItem('packageName'),
    appName: getItem('appName'),
    afid: getItem('afid'),
    lang: getItem('language'),
    // The shell's platform marker only inside the shell: the server keeps app-only actions
    // (rollover, docs/product.md §4) to it, so a page opened in a browser says `web`.
    platform: isInApp() ? getItem('deviceMsg').platform : 'web',
  };
  const token = tokenOverride ?? authToken();
  if (token) h.Authorization = token;
  return h;
}

function buildRequest(name: RouteName, input: object, opts: CallOptions): [string, RequestInit] {
  const route = routes[name];
  const sealed = sealPayload({ ...input }, getItem('packageName'));
  const url = `${route.base}${route.path}`;
  const init: RequestInit = { method: route.method, headers: headers(opts.token) };
  if (route.method === 'GET') {
    return [`${url}?${randomParamName()}=${encodeURIComponent(sealed)}`, init];
  }
  if (route.multipart) {
    const form = new FormData();
    for (const [part, file] of Object.entries(opts.files ?? {})) form.append(part, file);
    form.append('data', sealed);
    return [url, { ...init, body: form }];
  }
  return [
    url,
    { ...init, headers: { ...init.headers, 'Content-Type': 'text/plain' }, body: sealed },
  ];
}

function isResponse(body: unknown): body is ApiResponse<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'number'
  );
}

async function send(
  url: string,
  init: RequestInit,
  onProgress?: (fraction: number) => void,
): Promise<ApiResponse<unknown>> {
  if (onProgress) {
    const body = await sendWithProgress(url, init, TIMEOUT_MS, onProgress);
    if (!isResponse(body)) throw new NetworkError('network');
    return body;
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TIMEOUT_MS);
  try {
    const res = await fetch(url, { ...init, signal: controller.signal });
    // Errors come with 4xx statuses and the same JSON body: read it whatever the status.
    const body: unknown = await res.json();
    if (!isResponse(body)) throw new NetworkError('network');
    return body;
  } catch (err) {
    if (err instanceof NetworkError) throw err;
    throw new NetworkError(timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
}

// The connection is back: the banner's queued reads ask again and the banner leaves.
onConnectionBack(connectionBack);

/** Calls endpoint `name` of the contract with `input`; resolves with the response's `data`. */
export async function call<N extends RouteName>(
  name: N,
  input: Request<N>,
  opts: CallOptions = {},
): Promise<Response<N>> {
  const [url, init] = buildRequest(name, input, opts);
  const done = opts.silent ? () => {} : beginLoading();
  const writes = routes[name].method !== 'GET' && !opts.read;
  const askedOnScreen = currentScreen();
  let body: ApiResponse<unknown>;
  try {
    body = await send(url, init, opts.onProgress);
  } catch (err) {
    // Lost on the way back, a write may still have been done.
    if (writes) readsMayBeStale();
    done();
    const reason = err instanceof NetworkError ? err.reason : 'network';
    connectionLost();
    if (!opts.quiet)
      showRetry(reason, opts.onRetry ?? (() => void call(name, input, opts).catch(() => {})), {
        same: opts.retryKey,
        read: !writes,
        askedOnScreen,
      });
    throw err;
  }
  done();
  connectionAnswered();
  if (writes) readsMayBeStale();
  if (body.code === 0) return body.data as Response<N>;
  const key = body.key ?? '';
  if (SESSION_ENDING_CODES.has(body.code)) {
    if (!opts.endingSession) endSession(key, body.msg);
    throw new SessionEndedError(body.code, key, body.msg);
  }
  throw new ApiError(body.code, key, body.msg, body.errors);
}
