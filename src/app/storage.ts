/**
 * The browser entities of spec §3, typed and with their defaults. Reads tolerate corrupt JSON and
 * values of the wrong shape (they yield the default); when localStorage is unavailable (private
 * mode, some WebViews) values live in memory for the page's life.
 */
import type { GetUserInfoResponse } from '../shared/contract/types.gen';

export const LANGUAGES = ['en', 'sw_KE', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const COUNTRIES = ['TZ', 'KE'] as const;
export type Country = (typeof COUNTRIES)[number];

export type UserInfo = GetUserInfoResponse;

export interface StoredEntities {
  userInfo: UserInfo | null;
  token: { Authorization: string } | null;
  language: Language;
  packageName: string;
  afid: string;
  appName: string;
  deviceMsg: { platform: string };
  featureMode: { live: number; ocr: number; frontPermission: number };
  popEvaluateTime: { popupTime: number; rejectState: number; loanOrderId: string };
  country: Country;
}

export type StorageKey = keyof StoredEntities;

export const DEFAULTS: Readonly<StoredEntities> = {
  userInfo: null,
  token: null,
  language: 'en',
  packageName: 'com.mkopo.credit',
  afid: '',
  appName: 'Mkopo',
  deviceMsg: { platform: 'android' },
  featureMode: { live: 1, ocr: -1, frontPermission: -1 },
  popEvaluateTime: { popupTime: 0, rejectState: 1, loanOrderId: '' },
  country: 'TZ',
};

/** User data that `clearSession()` removes; language and device settings stay. */
const SESSION_KEYS: readonly StorageKey[] = ['userInfo', 'token', 'popEvaluateTime'];

const memory = new Map<string, string>();

function backend(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const ls = globalThis.localStorage;
    const probe = '__mkopo_probe__';
    ls.setItem(probe, probe);
    ls.removeItem(probe);
    return ls;
  } catch {
    return {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    };
  }
}

/** Whether a parsed value has the shape of the key's default (so a stale or foreign value is ignored). */
function fits<K extends StorageKey>(key: K, value: unknown): value is StoredEntities[K] {
  const fallback = DEFAULTS[key];
  if (key === 'language') return (LANGUAGES as readonly unknown[]).includes(value);
  if (key === 'country') return (COUNTRIES as readonly unknown[]).includes(value);
  if (key === 'token') {
    return isRecord(value) && typeof value.Authorization === 'string' && value.Authorization !== '';
  }
  if (key === 'userInfo') return isRecord(value) && typeof value.userId === 'string';
  if (isRecord(fallback)) {
    return isRecord(value) && Object.entries(fallback).every(([k, v]) => typeof value[k] === typeof v);
  }
  return typeof value === typeof fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Parsed values are cached so React's useSyncExternalStore sees a stable snapshot.
const cache = new Map<StorageKey, unknown>();
const listeners = new Set<(key: StorageKey) => void>();

function notify(key: StorageKey, value?: unknown): void {
  if (value === undefined) cache.delete(key);
  else cache.set(key, value);
  for (const listener of listeners) listener(key);
}

/** The stored value of `key`, or its default. */
export function getItem<K extends StorageKey>(key: K): StoredEntities[K] {
  if (cache.has(key)) return cache.get(key) as StoredEntities[K];
  let value: StoredEntities[K] = DEFAULTS[key];
  try {
    const raw = backend().getItem(key);
    if (raw !== null) {
      const parsed: unknown = JSON.parse(raw);
      if (fits(key, parsed)) value = parsed;
    }
  } catch {
    // Corrupt JSON: the default stands.
  }
  cache.set(key, value);
  return value;
}

export function setItem<K extends StorageKey>(key: K, value: StoredEntities[K]): void {
  try {
    backend().setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded: the cached value below still serves this page's life.
  }
  notify(key, value);
}

export function removeItem(key: StorageKey): void {
  backend().removeItem(key);
  memory.delete(key);
  notify(key);
}

/** Removes the signed-in user's data; language, country and device settings stay. */
export function clearSession(): void {
  for (const key of SESSION_KEYS) removeItem(key);
}

/** The current token value for the Authorization header, or '' when signed out. */
export function authToken(): string {
  return getItem('token')?.Authorization ?? '';
}

/** Calls `listener` with the key after every change (this tab or another). Returns unsubscribe. */
export function subscribe(listener: (key: StorageKey) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key && event.key in DEFAULTS) notify(event.key as StorageKey);
  });
}
