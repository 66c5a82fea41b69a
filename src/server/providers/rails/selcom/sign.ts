/**
 * Selcom's request and webhook signature (https://developers.selcommobile.com/#authentication):
 * `Authorization: SELCOM <base64 api key>`, `Timestamp` (ISO 8601 with offset), `Signed-Fields`
 * (the body's field names, comma separated), `Digest-Method: HS256` and `Digest`, the base64
 * HMAC-SHA256 under the api secret of `timestamp=<Timestamp>&<field>=<value>&…` in that order.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type Fields = Readonly<Record<string, string | number>>;

/** A type, not an interface: it is also a plain header bag (HeaderBag). */
export type SignedHeaders = Readonly<{
  Authorization: string;
  'Digest-Method': 'HS256';
  Digest: string;
  Timestamp: string;
  'Signed-Fields': string;
}>;

/** The text that is signed. */
export function signingText(timestamp: string, fields: Fields, names: readonly string[]): string {
  return [`timestamp=${timestamp}`, ...names.map((n) => `${n}=${fields[n] ?? ''}`)].join('&');
}

export function digest(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64');
}

/** ISO 8601 in East Africa Time, as Selcom's examples show it: 2019-02-26T09:30:46+03:00. */
export function eatTimestamp(ms: number): string {
  return `${new Date(ms + 3 * 3_600_000).toISOString().slice(0, 19)}+03:00`;
}

export function signHeaders(
  key: { apiKey: string; apiSecret: string },
  fields: Fields,
  now: number,
): SignedHeaders {
  const names = Object.keys(fields);
  const timestamp = eatTimestamp(now);
  return {
    Authorization: `SELCOM ${Buffer.from(key.apiKey).toString('base64')}`,
    'Digest-Method': 'HS256',
    Digest: digest(key.apiSecret, signingText(timestamp, fields, names)),
    Timestamp: timestamp,
    'Signed-Fields': names.join(','),
  };
}

export type HeaderBag = Readonly<Record<string, string | string[] | undefined>>;

const header = (headers: HeaderBag, name: string): string | undefined => {
  const value = headers[name.toLowerCase()] ?? headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The field names a message says it signed, in order (the sender chooses them). */
export const signedFieldNames = (headers: HeaderBag): string[] =>
  (header(headers, 'Signed-Fields') ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);

/**
 * The instant of a Timestamp header. Selcom's header table says ISO 8601 with its offset
 * (2019-02-26T09:30:46+03:00); its request samples say "yyyy-dd-mm H:i:s". Both are read, the
 * second in East Africa Time with either order of month and day: the one nearest `now` counts.
 */
export function timestampMs(text: string, now: number): number {
  const plain = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(text.trim());
  if (!plain) return Date.parse(text);
  const [, y, a, b, time] = plain;
  const readings = [`${y}-${a}-${b}`, `${y}-${b}-${a}`]
    .map((day) => Date.parse(`${day}T${time}+03:00`))
    .filter(Number.isFinite);
  return readings.sort((p, q) => Math.abs(p - now) - Math.abs(q - now))[0] ?? NaN;
}

/**
 * Why a signed message must be refused, or null when its signature holds: the api key, a
 * timestamp within `skewMs` of now (a replayed old message is refused), every signed field
 * present, and the digest (compared in constant time). What the signature covers is the
 * caller's question (signedFieldNames).
 */
export function signatureProblem(
  key: { apiKey: string; apiSecret: string },
  headers: HeaderBag,
  fields: Readonly<Record<string, unknown>>,
  now: number,
  skewMs = 5 * 60_000,
): string | null {
  const auth = header(headers, 'Authorization');
  if (auth !== `SELCOM ${Buffer.from(key.apiKey).toString('base64')}`) return 'bad api key';
  const timestamp = header(headers, 'Timestamp') ?? '';
  const at = timestampMs(timestamp, now);
  if (!Number.isFinite(at) || Math.abs(at - now) > skewMs) return 'stale or missing timestamp';
  const names = signedFieldNames(headers);
  if (names.length === 0) return 'no signed fields';
  if (names.some((n) => !(n in fields))) return 'a signed field is missing';
  const flat: Record<string, string | number> = {};
  for (const n of names) flat[n] = String(fields[n] as string | number);
  const expected = Buffer.from(digest(key.apiSecret, signingText(timestamp, flat, names)));
  const given = Buffer.from(header(headers, 'Digest') ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad digest';
  return null;
}
