/**
 * Stands in for fast-uri in @rjsf/utils, which calls it only to resolve `$ref` against `$id` and to
 * compare `$id`s. The browser's URL parser does that; fast-uri's own RFC 3986 parser would add
 * ~6 KB gzip to the form chunk. Aliased in vite.config.ts; tests/forms/uri.test.ts holds it to
 * fast-uri's answers.
 */

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function normalise(uri: string): string {
  if (!SCHEME.test(uri)) return uri;
  try {
    return new URL(uri).href;
  } catch {
    return uri;
  }
}

/** `ref` resolved against `base`, as RFC 3986 §5.2 says. */
export function resolve(base: string, ref: string): string {
  if (SCHEME.test(ref)) return normalise(ref);
  if (!SCHEME.test(base)) {
    // A relative base (or none): only a fragment can be joined without a scheme to anchor it.
    return ref.startsWith('#') ? base.replace(/#.*$/, '') + ref : ref;
  }
  try {
    return new URL(ref, base).href;
  } catch {
    return ref;
  }
}

/** Whether two URIs name the same resource once normalised (case of scheme and host, default port). */
export function equal(a: string, b: string): boolean {
  return normalise(a) === normalise(b);
}

export default { resolve, equal };
