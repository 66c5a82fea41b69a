/**
 * The promotion pages' own i18next instance: i18next core only (no react-i18next), one JSON per
 * language loaded on demand. A separate instance, so the main app's i18n set-up runs untouched
 * when the visitor moves on to it.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { getItem, type Language } from '../../lib/storage';
import { APP_LANGUAGES } from '../../shared/app-languages';
import { fallbackChain } from '../../shared/languages';

type Strings = Record<string, unknown>;
const files = import.meta.glob<{ default: Strings }>('../../../locales/*/promo.json');

/** The language's promo words, or the first of its fallback chain's when it has none yet. */
async function load(lng: Language): Promise<Strings> {
  const loader = fallbackChain(lng, APP_LANGUAGES)
    .map((l) => files[`../../../locales/${l}/promo.json`])
    .find((found) => found !== undefined);
  if (!loader) throw new Error(`no locale file ${lng}/promo`);
  return (await loader()).default;
}

/** A translate function bound to the promo namespace. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

let instance: I18n | undefined;
let latest: Translate | undefined;

/** The translate function of the language loaded last (load it first). */
export function currentT(): Translate {
  if (!latest) throw new Error('promo strings are not loaded yet');
  return latest;
}

/** Loads `lng` (default: the stored language) into the promo instance; resolves with `t`. */
export async function loadPromoStrings(lng: Language = getItem('language')): Promise<Translate> {
  instance ??= createInstance();
  const strings = await load(lng);
  if (!instance.isInitialized) {
    await instance.init({
      lng,
      fallbackLng: false,
      resources: { [lng]: { promo: strings } },
      ns: ['promo'],
      defaultNS: 'promo',
      interpolation: { escapeValue: false }, // React escapes
    });
  } else {
    instance.addResourceBundle(lng, 'promo', strings, true, true);
    await instance.changeLanguage(lng);
  }
  const fixed = instance.getFixedT(lng); // 'promo' is the default namespace
  latest = (key, vars) => String(fixed(key as never, vars as never));
  return latest;
}
