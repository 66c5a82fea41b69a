/**
 * Reads the translations operations edit (`GET /api/locales/:lang/forms`: labels, option titles,
 * form messages). The browser revalidates with the ETag each time (`no-cache`), so a renamed label
 * shows on the next page load without an app build; unchanged, it costs a 304.
 */
export async function getServedLocale(lng: string, ns: string): Promise<Record<string, unknown>> {
  const res = await fetch(`/api/locales/${lng}/${ns}`, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`translations ${lng}/${ns}: HTTP ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}
