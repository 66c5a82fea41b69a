/**
 * The browser entities of docs/product.md §3, typed and with their defaults. Reads tolerate corrupt JSON and
 * values of the wrong shape (they yield the default); when localStorage is unavailable (private
 * mode, some WebViews) values live in memory for the page's life.
 */
import { APP_CONFIG } from './app-config';
import type { GetUserInfoResponse } from '../shared/contract/types.gen';
import {
  COUNTRY_CODES,
  COUNTRY_FACTS,
  DEFAULT_COUNTRY,
  isCountry,
  type Country,
} from '../shared/countries';
import { navigatorLanguages, phoneCountry, phoneLanguage, zoneAmong } from './phone-language';
import { LANGUAGE_CODES } from '../shared/app-languages';

/** The app's languages (locales/languages.json): a language is added by its files, not here. */
export const LANGUAGES: readonly string[] = LANGUAGE_CODES;
/** A code of locales/languages.json (`sw_TZ`). */
export type Language = string;

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

const ZONES = COUNTRY_CODES.map((code) => ({ code, timeZone: COUNTRY_FACTS[code].timeZone }));
let phoneCountryFound: Country | undefined;

export const DEFAULTS: Readonly<StoredEntities> = {
  userInfo: null,
  token: null,
  // Until the borrower chooses, the phone's own language when the app speaks it.
  language: phoneLanguage(LANGUAGES, navigatorLanguages(), 'en'),
  packageName: APP_CONFIG.packageName,
  afid: '',
  appName: APP_CONFIG.appName,
  deviceMsg: { platform: 'android' },
  featureMode: { live: 1, ocr: -1, frontPermission: -1 },
  popEvaluateTime: { popupTime: 0, rejectState: 1, loanOrderId: '' },
  // Until the visitor chooses, the country the phone is in (its language's region, its time zone),
  // found the first time it is read: a borrower whose country is known never asks the phone's zone.
  get country(): Country {
    phoneCountryFound ??=
      phoneCountry(ZONES, navigatorLanguages(), () => zoneAmong(ZONES.map((z) => z.timeZone))) ??
      DEFAULT_COUNTRY;
    return phoneCountryFound;
  },
};

/** User data that `clearSession()` removes; language and device settings stay. */
const SESSION_KEYS: readonly StorageKey[] = ['userInfo', 'token', 'popEvaluateTime'];

const memory = new Map<string, string>();
/** Values localStorage refused (quota): they win over what it still holds. */
const overrides = new Map<string, string>();

type Backend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
let chosen: Backend | undefined;

/** localStorage when it works, else memory; decided once per page. */
function backend(): Backend {
  chosen ??= probe();
  return chosen;
}

function probe(): Backend {
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
  if (key === 'language') return (LANGUAGES as readonly unknown[]).includes(value);
  if (key === 'country') return isCountry(value);
  if (key === 'token') {
    return isRecord(value) && typeof value.Authorization === 'string' && value.Authorization !== '';
  }
  if (key === 'userInfo') return isRecord(value) && typeof value.userId === 'string';
  const fallback = DEFAULTS[key];
  if (isRecord(fallback)) {
    return (
      isRecord(value) && Object.entries(fallback).every(([k, v]) => typeof value[k] === typeof v)
    );
  }
  return typeof value === typeof fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Parsed values are cached by their raw text, so React's useSyncExternalStore sees a stable
// snapshot while a write from elsewhere (the native shell, another tab) is still picked up.
const cache = new Map<StorageKey, { raw: string | null; value: unknown }>();
const listeners = new Set<(key: StorageKey) => void>();

function notify(key: StorageKey): void {
  for (const listener of listeners) listener(key);
}

function readRaw(key: StorageKey): string | null {
  try {
    return overrides.get(key) ?? backend().getItem(key);
  } catch {
    return null;
  }
}

/** The stored value of `key`, or its default. */
export function getItem<K extends StorageKey>(key: K): StoredEntities[K] {
  const raw = readRaw(key);
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.value as StoredEntities[K];
  let value: StoredEntities[K] | undefined;
  try {
    const parsed: unknown = raw === null ? undefined : JSON.parse(raw);
    if (raw !== null && fits(key, parsed)) value = parsed;
  } catch {
    // Corrupt JSON: the default stands.
  }
  // The default is read only when needed: the country's asks the phone (DEFAULTS.country).
  value ??= DEFAULTS[key];
  cache.set(key, { raw, value });
  return value;
}

export function setItem<K extends StorageKey>(key: K, value: StoredEntities[K]): void {
  const raw = JSON.stringify(value);
  try {
    backend().setItem(key, raw);
    overrides.delete(key);
  } catch {
    // Quota exceeded: keep it in memory for this page's life.
    overrides.set(key, raw);
  }
  notify(key);
}

export function removeItem(key: StorageKey): void {
  try {
    backend().removeItem(key);
  } catch {
    /* storage gone: nothing to remove */
  }
  overrides.delete(key);
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
