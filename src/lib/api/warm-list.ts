/**
 * Reads the build's list of app files not precached (src/app/pwa/kept-files.ts names it): the
 * files a phone on free data has its service worker fetch ahead. A list the server does not serve
 * reads as empty: warming is a bonus, never a failure.
 */
export async function readWarmList(url: string): Promise<string[]> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) return [];
  const list: unknown = await res.json();
  return Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string') : [];
}
