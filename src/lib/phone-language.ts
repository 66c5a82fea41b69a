/**
 * The app's language for a borrower who has not chosen one: the first of the phone's languages
 * (navigator.languages, in the order the phone prefers them) that the app speaks, matched by its
 * primary subtag ("sw-TZ", "sw" → sw_KE), else English (issue: the first screen opened in English
 * on a phone set to Kiswahili). index.html's and the prerender's inline scripts do the same in ES5.
 */
export function phoneLanguage<L extends string>(
  offered: readonly L[],
  phone: readonly string[],
  fallback: L,
): L {
  for (const tag of phone) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    const match = offered.find((l) => l.toLowerCase().split('_')[0] === primary);
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
