/**
 * Reads the translations operations edit (`GET /api/locales/:lang/forms`: labels, option titles,
 * form messages). The browser revalidates with the ETag each time (`no-cache`), so a renamed label
 * shows on the next page load without an app build; unchanged, it costs a 304. The last copy read
 * is kept in localStorage, like the form file (kept-form.ts): offline, a form page reloads with the
 * words it had, and the copy built into the app (which the phone may never have downloaded) is
 * only the last resort.
 */
const PREFIX = 'mkopo.locale.';

function keep(key: string, words: Record<string, unknown>): void {
  try {
    localStorage.setItem(key, JSON.stringify(words));
  } catch {
    // Storage full or refused: the words still show online, only not offline.
  }
}

function kept(key: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export async function getServedLocale(lng: string, ns: string): Promise<Record<string, unknown>> {
  const key = `${PREFIX}${lng}.${ns}`;
  try {
    const res = await fetch(`/api/locales/${lng}/${ns}`, { cache: 'no-cache' });
    if (!res.ok) throw new Error(`translations ${lng}/${ns}: HTTP ${res.status}`);
    const words = (await res.json()) as Record<string, unknown>;
    keep(key, words);
    return words;
  } catch (err) {
    const copy = kept(key);
    if (copy) return copy;
    throw err;
  }
}
