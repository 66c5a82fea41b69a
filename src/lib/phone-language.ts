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
