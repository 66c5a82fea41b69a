/**
 * The app's language for a borrower who has not chosen one: the first of the phone's languages
 * (navigator.languages, in the order the phone prefers them) that the app speaks, by its whole tag
 * ("sw-TZ" → sw_TZ), else the first matched by its primary subtag ("sw" → the first Kiswahili
 * listed), else English (the first screen opened in English on a phone set to Kiswahili).
 * index.html's and the prerender's inline scripts do the same in ES5.
 */
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
  timeZone: string | undefined,
): C | null {
  for (const tag of phone) {
    const region = tag.split(/[-_]/)[1]?.toUpperCase();
    const found = countries.find((c) => c.code === region);
    if (found) return found.code;
  }
  return countries.find((c) => c.timeZone === timeZone)?.code ?? null;
}

/** The phone's time zone (IANA name), if the browser tells it. */
export function navigatorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
