/**
 * i18next set-up (docs/architecture.md §7): one JSON per language and namespace under `locales/`, fetched lazily
 * so the first paint downloads only the active language. No fallback language at run time: each
 * file comes with the keys its language's fallback chain fills (scripts/vite/locale-fallbacks.ts),
 * and served files are filled by the server. In tests a missing key throws.
 */
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getServedLocale } from './api/served-locale';
import { APP_CONFIG } from './app-config';
import { getItem, LANGUAGES, setItem, type Language } from './storage';
import { APP_LANGUAGES, languageEntry } from '../shared/app-languages';
import { bcp47, closestLanguage, fallbackChain, type Direction } from '../shared/languages';
import { languagesOf } from './country';

export const NAMESPACES = [
  'common',
  'errors',
  'auth',
  'home',
  'me',
  'kyc',
  'wallet',
  'borrow',
  'repay',
  'records',
  'forms',
  'profile',
  'feedback',
  'coupons',
  'account',
  'legal',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Namespaces served by the server (docs/architecture.md §7): edited by operations while the server runs. */
const SERVED_NAMESPACES: ReadonlySet<string> = new Set(['forms']);

type Loader = () => Promise<{ default: Record<string, unknown> }>;
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

/** The language's file of `ns`, or the first of its fallback chain's when it has none yet. */
function loaderFor(lng: string, ns: string): Loader | undefined {
  return fallbackChain(lng, APP_LANGUAGES)
    .map((l) => files[`../../locales/${l}/${ns}.json`])
    .find((load) => load !== undefined);
}

/** What operations edit comes from the server; the copy built into the app is for when it is down. */
function fetchStrings(lng: string, ns: string): Promise<Record<string, unknown>> {
  const load = loaderFor(lng, ns);
  if (!load) return Promise.reject(new Error(`no locale file ${lng}/${ns}`));
  const bundled = () => load().then((mod) => mod.default);
  return SERVED_NAMESPACES.has(ns) ? getServedLocale(lng, ns).catch(bundled) : bundled();
}

/** Reads started ahead of i18next (preloadNamespaces), each handed to it once. */
const early = new Map<string, Promise<Record<string, unknown>>>();

const lazyJson: BackendModule = {
  type: 'backend',
  init: () => {},
  read(lng: string, ns: string, callback: ReadCallback) {
    const key = `${lng}/${ns}`;
    const read = early.get(key) ?? fetchStrings(lng, ns);
    early.delete(key);
    read.then(
      (json) => callback(null, json),
      (err: Error) => callback(err, false),
    );
  },
};

/**
 * Starts reading a screen's namespaces as soon as its code runs, rather than when it first renders
 * and suspends, and before i18next is even set up: its title then waits for no extra round trip.
 */
export function preloadNamespaces(namespaces: readonly Namespace[]): void {
  const lng = getItem('language');
  for (const ns of namespaces) {
    const key = `${lng}/${ns}`;
    if (early.has(key) || i18n.hasResourceBundle(lng, ns)) continue;
    const read = fetchStrings(lng, ns);
    read.catch(() => undefined); // i18next reports a failure when it asks for it
    early.set(key, read);
  }
}

/** `<html lang>` needs BCP 47 (sw-KE); storage and the `lang` header keep sw_KE. */
export function htmlLang(lng: Language): string {
  return bcp47(lng);
}

/** The direction a language is written in (locales/languages.json), left to right when unknown. */
export function directionOf(lng: Language): Direction {
  return languageEntry(lng)?.dir ?? 'ltr';
}

/**
 * The stored language, or its variant the borrower's country offers instead (sw_KE chosen before
 * Tanzania read sw_TZ becomes sw_TZ), stored so. A language of no such kin is kept as chosen.
 */
function countryVariantOfStored(): Language {
  const stored = getItem('language');
  const variant = closestLanguage(stored, languagesOf(getItem('country')));
  if (variant === undefined || variant === stored) return stored;
  setItem('language', variant);
  return variant;
}

/** Initialises i18next with the stored language; resolves when `common` is loaded. */
export async function initI18n(options: { strict?: boolean } = {}): Promise<typeof i18n> {
  const lng = countryVariantOfStored();
  if (!i18n.isInitialized) {
    await i18n
      .use(lazyJson)
      .use(initReactI18next)
      .init({
        lng,
        supportedLngs: [...LANGUAGES],
        fallbackLng: false,
        load: 'currentOnly',
        // `errors` loads with the first screen that can show one, off the first paint.
        ns: ['common'],
        defaultNS: 'common',
        // React escapes; {{appName}} in any text is the configured product name (APP_NAME).
        interpolation: { escapeValue: false, defaultVariables: { appName: APP_CONFIG.appName } },
        returnNull: false,
        saveMissing: options.strict ?? false,
        missingKeyHandler: (lngs, ns, key) => {
          throw new Error(`missing translation ${lngs.join(',')}/${ns}:${key}`);
        },
        react: { bindI18nStore: 'added' },
      });
  }
  syncHtmlLang();
  return i18n;
}

/** `<html lang>` and `dir`: a right-to-left language lays the whole page out right to left. */
function syncHtmlLang(): void {
  if (typeof document === 'undefined') return;
  const lng = getItem('language');
  document.documentElement.lang = htmlLang(lng);
  document.documentElement.dir = directionOf(lng);
}

/** Switches language without a reload: stores it, loads its files, re-renders, updates <html lang>. */
export async function changeLanguage(lng: Language): Promise<void> {
  setItem('language', lng);
  await i18n.changeLanguage(lng);
  syncHtmlLang();
}

export default i18n;
