/**
 * The run-time translations (docs/architecture.md §5, §7): `locales/<lang>/forms.json` as the server serves it.
 * A key missing in a language is filled from English, so a new option with only its English title
 * shows in English rather than as a raw key; the check reports the gap to operations.
 */
import { createHash } from 'node:crypto';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The base language: every key must exist in it. */
export const BASE_LANGUAGE = 'en';

/** `own` over `base`: every key of `base` present, the language's own text where it has one. */
export function withFallback(base: unknown, own: unknown): unknown {
  if (!isObj(base)) return typeof own === typeof base && own !== '' ? own : base;
  const out: Obj = isObj(own) ? { ...own } : {};
  for (const [key, value] of Object.entries(base)) out[key] = withFallback(value, out[key]);
  return out;
}

/** The dotted keys of `base` that `own` lacks (or leaves empty). */
export function missingKeys(base: unknown, own: unknown, prefix = ''): string[] {
  if (!isObj(base)) return typeof own === typeof base && own !== '' ? [] : [prefix];
  const mine = isObj(own) ? own : {};
  return Object.entries(base).flatMap(([key, value]) =>
    missingKeys(value, mine[key], prefix ? `${prefix}.${key}` : key),
  );
}

export interface ServedLocale {
  readonly json: string;
  readonly etag: string;
}

/** A value as served: its JSON and an ETag from its content. */
export function servedJson(value: unknown): ServedLocale {
  const json = JSON.stringify(value);
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 16);
  return { json, etag: `"${hash}"` };
}

/** The JSON a phone receives for one language, with its ETag. */
export function serveLocale(base: unknown, own: unknown): ServedLocale {
  return servedJson(withFallback(base, own));
}
