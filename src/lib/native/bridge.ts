/**
 * The only place that talks to the native shell (docs/product.md §1, §6, §7; docs/architecture.md §7).
 *
 * Protocol for the native team:
 * - The page finds a host object: `window.android` (Android JavascriptInterface),
 *   `window.webkit.messageHandlers.<action>` (iOS WKWebView) or `window.__nativeBridge`
 *   (`postMessage(action, json)`, for other shells). Without one it runs as a plain web page.
 * - Every action is sent as `(action, json)`; json holds the action's fields plus `callbackId`.
 *   Actions that produce a result are answered by the shell calling
 *   `window.__mkopoNativeCallback(callbackId, resultJson)`; with `{"error": "..."}` it fails.
 * - The shell signs the user in or out by calling `window.__mkopoNativeLogin(json with token)`
 *   and `window.__mkopoNativeLogout()`.
 * - An action the shell never answers fails after its timeout (REQUEST_TIMEOUT_MS).
 * The whole protocol, with payloads: docs/native-bridge.md.
 */
import i18n from 'i18next';
import { clearSession, getItem, setItem } from '../storage';

type Payload = Record<string, unknown>;

interface AndroidHost {
  [action: string]: ((json: string) => unknown) | undefined;
}
interface WebkitHost {
  messageHandlers: Record<string, { postMessage(message: unknown): void } | undefined>;
}
interface GenericHost {
  postMessage(action: string, json: string): void;
}

declare global {
  interface Window {
    android?: AndroidHost;
    webkit?: WebkitHost;
    __nativeBridge?: GenericHost;
    __mkopoNativeCallback?: (callbackId: string, resultJson?: string) => void;
    __mkopoNativeLogin?: (json: string | { token?: unknown }) => void;
    __mkopoNativeLogout?: () => void;
  }
}

/** Whether the page runs inside the native app. */
export function isInApp(): boolean {
  if (typeof window === 'undefined') return false;
  return Boolean(window.android || window.webkit?.messageHandlers || window.__nativeBridge);
}

function post(action: string, payload: Payload): boolean {
  const json = JSON.stringify(payload);
  const android = window.android?.[action];
  if (typeof android === 'function') {
    android.call(window.android, json);
    return true;
  }
  const ios = window.webkit?.messageHandlers?.[action];
  if (ios) {
    ios.postMessage(json);
    return true;
  }
  if (window.__nativeBridge) {
    window.__nativeBridge.postMessage(action, json);
    return true;
  }
  return false;
}

const waiting = new Map<string, { resolve: (v: Payload) => void; reject: (e: Error) => void }>();
let nextCallback = 1;

/**
 * How long an action waits for the shell's callback: a face capture or a data collection needs
 * the borrower's time, yet a shell that never answers must not leave the screen waiting forever.
 */
export const REQUEST_TIMEOUT_MS = 5 * 60_000;

/** Sends an action and waits for the shell's callback. */
function request(
  action: string,
  payload: Payload,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<Payload> {
  if (!isInApp()) return Promise.reject(new Error(i18n.t('common:native.runInApp')));
  const callbackId = `${action}-${nextCallback++}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(callbackId);
      reject(new Error(`${action}: no answer from the app`));
    }, timeoutMs);
    const settle =
      <T>(fn: (v: T) => void) =>
      (v: T) => {
        clearTimeout(timer);
        fn(v);
      };
    waiting.set(callbackId, { resolve: settle(resolve), reject: settle(reject) });
    if (!post(action, { ...payload, callbackId })) {
      waiting.delete(callbackId);
      clearTimeout(timer);
      reject(new Error(i18n.t('common:native.runInApp')));
    }
  });
}

/** Sends a notification; on the web (or if the shell lacks the action) it does nothing. */
function notify(action: string, payload: Payload = {}): Promise<void> {
  if (isInApp()) post(action, payload);
  return Promise.resolve();
}

/** Tells the shell a user signed in (it may store the token for its own calls). */
export function login(token: string, userId: string): Promise<void> {
  return notify('login', { token, userId });
}

/** Tells the shell the session ended (logout or a §8 token code). */
export function logout(): Promise<void> {
  return notify('logout');
}

/** Native face capture with Accuauth (featureMode.live 0). Native only. */
export function getAccuauthSDK(params: Payload = {}): Promise<Payload> {
  return request('getAccuauthSDK', params);
}

/** Native face capture with BoYingFei (featureMode.live 2). Native only. */
export function getBoYingFeiSDK(params: Payload = {}): Promise<Payload> {
  return request('getBoYingFeiSDK', params);
}

/** The native face-capture action of `featureMode.live` (0 Accuauth, 2 BoYingFei), or null for in-page capture. */
export function faceCaptureAction(
  live = getItem('featureMode').live,
): 'getAccuauthSDK' | 'getBoYingFeiSDK' | null {
  if (live === 0) return 'getAccuauthSDK';
  if (live === 2) return 'getBoYingFeiSDK';
  return null;
}

/** Asks the shell to run the data collection of §7 (step, orderNo, userId, isSubmit, flags). */
export function timeSDK(params: Payload): Promise<Payload> {
  return request('timeSDK', params);
}

/** Opens the store page of an app by package id; on the web, the Play Store link (or `fallbackUrl`). */
export function toGooglePlayer(packageId: string, fallbackUrl?: string): Promise<void> {
  if (isInApp() && post('toGooglePlayer', { packageId, url: fallbackUrl ?? '' }))
    return Promise.resolve();
  const url =
    fallbackUrl || `https://play.google.com/store/apps/details?id=${encodeURIComponent(packageId)}`;
  window.open(url, '_blank', 'noopener');
  return Promise.resolve();
}

/** Logs an AppsFlyer event through the shell; the web has no AppsFlyer, so it does nothing there. */
export function logEventByAF(event: string, values: Payload = {}): Promise<void> {
  return notify('logEventByAF', { event, values });
}

function parse(json: string | undefined): Payload {
  try {
    const value: unknown = json ? JSON.parse(json) : {};
    return typeof value === 'object' && value !== null ? (value as Payload) : { value };
  } catch {
    return { value: json };
  }
}

/** Installs the global functions the shell calls. Called once at start. */
export function installNativeCallbacks(): void {
  window.__mkopoNativeCallback = (callbackId, resultJson) => {
    const entry = waiting.get(callbackId);
    if (!entry) return;
    waiting.delete(callbackId);
    const result = parse(resultJson);
    if (typeof result.error === 'string') entry.reject(new Error(result.error));
    else entry.resolve(result);
  };
  window.__mkopoNativeLogin = (input) => {
    const { token } = typeof input === 'string' ? parse(input) : input;
    if (typeof token === 'string' && token !== '') setItem('token', { Authorization: token });
  };
  window.__mkopoNativeLogout = () => clearSession();
}
