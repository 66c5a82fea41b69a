/**
 * The app's language for a borrower who has not chosen one: the first of the phone's languages
 * (navigator.languages, in the order the phone prefers them) that the app speaks, by its whole tag
 * ("sw-TZ" → sw_TZ), else the first matched by its primary subtag ("sw" → the first Kiswahili
 * listed), else English (the first screen opened in English on a phone set to Kiswahili).
 * index.html's and the prerender's inline scripts do the same in ES5.
 */
import { ZONE_OFFSETS } from '../shared/zone-offsets.gen';
export function phoneLanguage<L extends string>(
  offered: readonly L[],
  phone: readonly string[],
  fallback: L,
): L {
  const whole = (tag: string) => tag.toLowerCase().replace(/_/g, '-');
  const primary = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];
  for (const same of [whole, primary])
    for (const tag of phone) {
      const match = offered.find((l) => same(l) === same(tag));
      if (match) return match;
    }
  return fallback;
}

/** The phone's languages, most preferred first; none outside a browser. */
export function navigatorLanguages(): readonly string[] {
  const nav = globalThis.navigator as Navigator | undefined;
  if (!nav) return [];
  return nav.languages?.length ? nav.languages : nav.language ? [nav.language] : [];
}

/**
 * The country a visitor who has not chosen one is in, by the phone's own settings: the region a
 * language tag names ("en-KE" → KE), else the country whose time zone the phone keeps; null when
 * neither is one of `countries` (then the default country stands). A Kenyan visitor saw TZS.
 */
export function phoneCountry<C extends string>(
  countries: readonly { readonly code: C; readonly timeZone: string }[],
  phone: readonly string[],
  timeZone: string | undefined | (() => string | undefined),
): C | null {
  for (const tag of phone) {
    const region = tag.split(/[-_]/)[1]?.toUpperCase();
    const found = countries.find((c) => c.code === region);
    if (found) return found.code;
  }
  // Asked only now: the zone's name costs Intl's first use (see zoneAmong).
  const zone = typeof timeZone === 'function' ? timeZone() : timeZone;
  return countries.find((c) => c.timeZone === zone)?.code ?? null;
}

/**
 * The UTC offsets (minutes east of UTC) each country's zone keeps in a year, written by `npm run
 * gen` from each country's zone (scripts/gen-countries.ts), so a country added by data has its own. The phone's own offset (Date's, free) rules
 * every country out before the zone's name is asked of Intl, whose first use loads the time zone
 * data: about 30 ms of a desktop's main thread, several times that on a cheap phone, in the middle
 * of the first screen's start.
 */
export { ZONE_OFFSETS };

/**
 * The phone's time zone when it may be one of `zones`: undefined, without asking Intl, when the
 * phone's offset from UTC is none of theirs. A zone whose offsets are not listed is always asked.
 */
export function zoneAmong(
  zones: readonly string[],
  offsetMinutes: number = -new Date().getTimezoneOffset(),
  named: () => string | undefined = navigatorTimeZone,
): string | undefined {
  const near = zones.some((z) => ZONE_OFFSETS[z]?.includes(offsetMinutes) ?? true);
  return near ? named() : undefined;
}

/** The phone's time zone (IANA name), if the browser tells it. */
export function navigatorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
