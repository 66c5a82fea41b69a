/**
 * The run-time translations (docs/architecture.md §5, §7): `locales/<lang>/forms.json` as the server serves it.
 * A key missing in a language is filled from English, so a new option with only its English title
 * shows in English rather than as a raw key; the check reports the gap to operations.
 */
import { createHash } from 'node:crypto';
import { missingKeys, overlay } from '../../shared/languages';

/** The base language: every key must exist in it. */
export const BASE_LANGUAGE = 'en';

/** `own` over `base`: every key of `base` present, the language's own text where it has one. */
export const withFallback = (base: unknown, own: unknown): unknown => overlay(base, own);

export { missingKeys };

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
