/**
 * Stands in for fast-uri in @rjsf/utils, which calls it only to resolve `$ref` against `$id` and to
 * compare `$id`s. The browser's URL parser does that; fast-uri's own RFC 3986 parser would add
 * ~6 KB gzip to the form chunk. Aliased in vite.config.ts; tests/forms/uri.test.ts holds it to
 * fast-uri's answers.
 */

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** An origin that cannot occur in a schema, to resolve relative paths with the URL parser. */
const STAND_IN = 'http://relative.invalid/';

/** RFC 3986 §6.2.2.2: percent-encoded unreserved characters are the characters themselves. */
function decodeUnreserved(uri: string): string {
  return uri.replace(/%([0-9a-f]{2})/gi, (match, hex: string) => {
    const c = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(c) ? c : match.toUpperCase();
  });
}

function normalise(uri: string): string {
  if (!SCHEME.test(uri)) return decodeUnreserved(uri);
  try {
    return decodeUnreserved(new URL(uri).href);
  } catch {
    return uri;
  }
}

/** `ref` resolved against `base`, as RFC 3986 §5.2 says. */
export function resolve(base: string, ref: string): string {
  if (SCHEME.test(ref)) return normalise(ref);
  if (ref.startsWith('#')) return base.replace(/#.*$/, '') + ref;
  try {
    if (SCHEME.test(base)) return new URL(ref, base).href;
    // A relative base keeps its path relative: resolve under a stand-in origin, then drop it.
    const resolved = new URL(ref, new URL(base.replace(/^\/+/, ''), STAND_IN)).href.slice(
      STAND_IN.length,
    );
    return base.startsWith('/') ? `/${resolved}` : resolved;
  } catch {
    return ref;
  }
}

/** Whether two URIs name the same resource once normalised (case, default port, escapes). */
export function equal(a: string, b: string): boolean {
  return normalise(a) === normalise(b);
}

export default { resolve, equal };
