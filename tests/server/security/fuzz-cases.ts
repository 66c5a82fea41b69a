/**
 * Malformed requests generated from the API contract's request schemas (fast-check): each case is
 * one endpoint plus a mutation of its payload (wrong types, missing and extra fields, huge and
 * unicode strings, negative and fractional money, prototype-polluting keys) or of its envelope
 * (not base64, not JSON, no `t`, wrong method or media type, broken or oversize multipart).
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { contract, type EndpointName, type JsonSchema } from '../../../src/shared/contract/index';
import { createCipheriv } from 'node:crypto';
import { envelopeKeyBytes } from '../../../src/shared/envelope';

const PACKAGE = 'com.mkopo.credit';

/**
 * The envelope's AES-128-ECB with Node's crypto (the envelope tests hold both equal): generating
 * 10,000 cases with the phone's JavaScript AES would take most of the suite's time.
 */
function encryptText(plain: string, packageName: string): string {
  const cipher = createCipheriv('aes-128-ecb', envelopeKeyBytes(packageName), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}
export const BOUNDARY = '----mkopo-fuzz';

/** Keys that reach prototype lookups when code indexes a plain object by a request's name. */
export const POISON_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
] as const;

export interface FuzzCase {
  readonly endpoint: EndpointName;
  readonly kind: string;
  /** The `lang` header, sometimes a prototype key. */
  readonly lang: string | undefined;
  /** 60 % a valid session token, 10 % junk, 30 % none. */
  readonly token: 'valid' | 'junk' | 'none';
  readonly request: InjectOptions;
}

// Far over every maxLength, yet small enough that 10,000 requests stay quick to encrypt.
const HUGE = 'ж🙂'.repeat(3_000);
const OVERSIZE_TEXT = 'A'.repeat(1024 * 1024 + 16);
const OVERSIZE_FILE = Buffer.alloc(21 * 1024 * 1024, 0xff);

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.constant(HUGE),
  fc.integer(),
  fc.constantFrom(-1000, -1, 0, 0.5, 999.99, 1000.5, -0.01, 1e21, Number.MAX_SAFE_INTEGER + 2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
  fc.dictionary(fc.constantFrom(...POISON_KEYS), fc.jsonValue({ maxDepth: 1 })),
);

type Property = { readonly [keyword: string]: unknown };

/** A value the schema accepts, as a starting point for one-field mutations. */
export function plausible(schema: Property): unknown {
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('const' in schema) return schema.const;
  const first = Array.isArray(schema.oneOf) ? (schema.oneOf[0] as Property) : undefined;
  if (first && 'const' in first) return first.const;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number')
    return typeof schema.minimum === 'number' ? schema.minimum : 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
  return '1'.repeat(Math.max(min, 1));
}

/** JSON text of entries in order, so an own `__proto__` key survives (an object literal would not). */
export function jsonOf(entries: ReadonlyArray<readonly [string, unknown]>): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
}

function payloadArb(schema: JsonSchema): fc.Arbitrary<string> {
  const properties = (schema.properties ?? {}) as Record<string, Property>;
  const fields = Object.entries(properties).map(([name, prop]) =>
    fc
      .oneof(
        { weight: 3, arbitrary: fc.constant<unknown>(plausible(prop)) },
        { weight: 3, arbitrary: junk },
        { weight: 1, arbitrary: fc.constant<unknown>(undefined) },
      )
      .map((value) => [name, value] as const),
  );
  const extra = fc.array(
    fc.tuple(fc.oneof(fc.constantFrom(...POISON_KEYS), fc.string({ maxLength: 12 })), junk),
    { maxLength: 3 },
  );
  const t = fc.oneof(
    { weight: 8, arbitrary: fc.constant<unknown>(Date.now()) },
    { weight: 1, arbitrary: junk },
  );
  return fc
    .tuple(fc.tuple(...fields), extra, t)
    .map(([own, more, stamp]) =>
      jsonOf([
        ...own.filter(([, v]) => v !== undefined),
        ...more,
        ...(stamp === undefined ? [] : ([['t', stamp]] as const)),
      ]),
    );
}

/** The cipher of a payload text, or something that is not one. */
const cipherArb = (payload: fc.Arbitrary<string>): fc.Arbitrary<[string, string]> =>
  fc.oneof(
    {
      weight: 12,
      arbitrary: payload.map((p) => ['payload', encryptText(p, PACKAGE)] as [string, string]),
    },
    { weight: 1, arbitrary: fc.string().map((s) => ['notBase64', s] as [string, string]) },
    { weight: 1, arbitrary: fc.base64String().map((s) => ['base64Junk', s] as [string, string]) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.string(),
          fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null'),
        )
        .map((s) => ['notObject', encryptText(s, PACKAGE)] as [string, string]),
    },
    {
      weight: 1,
      arbitrary: payload.map(
        (p) => ['otherKey', encryptText(p, 'com.other.app00')] as [string, string],
      ),
    },
  );

function multipartBody(
  cipher: string | undefined,
  file: Buffer | undefined,
  truncate: boolean,
): Buffer {
  const head = (disposition: string) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n`);
  const parts: Buffer[] = [];
  if (cipher !== undefined) parts.push(head('name="data"'), Buffer.from(`${cipher}\r\n`));
  if (file) parts.push(head('name="file"; filename="x.jpg"'), file, Buffer.from('\r\n'));
  const body = Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
  return truncate ? body.subarray(0, Math.floor(body.length / 2)) : body;
}

let oversize: Buffer | undefined;
/** One 21 MB multipart body, built once and shared by every endpoint's case. */
function oversizeMultipart(): Buffer {
  oversize ??= multipartBody(encryptText('{"t":1}', PACKAGE), OVERSIZE_FILE, false);
  return oversize;
}

const fileArb: fc.Arbitrary<Buffer | undefined> = fc.oneof(
  fc.uint8Array({ maxLength: 256 }).map((a) => Buffer.from(a)),
  fc.constant(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x3c, 0x73, 0x63, 0x72, 0x69, 0x70, 0x74])),
  fc.constant(
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  ),
  fc.constant(undefined),
);

function requestArb(name: EndpointName): fc.Arbitrary<Omit<FuzzCase, 'token' | 'lang'>> {
  const def = contract[name];
  const url = `${def.base}${def.path}`;
  const ciphers = cipherArb(payloadArb(def.request));
  const post = (kind: string, payload: string | Buffer, type: string) => ({
    endpoint: name,
    kind,
    request: { method: 'POST', url, payload, headers: { 'content-type': type } } as InjectOptions,
  });
  const shaped: fc.Arbitrary<Omit<FuzzCase, 'token' | 'lang'>> =
    def.method === 'GET'
      ? fc
          .tuple(ciphers, fc.constantFrom('abcde123', 'ab12', '__proto__', 'abcde123&xyzab456=1'))
          .map(([[kind, cipher], param]) => ({
            endpoint: name,
            kind: param === 'abcde123' ? kind : `query:${param}`,
            request: { method: 'GET', url: `${url}?${param}=${encodeURIComponent(cipher)}` },
          }))
      : def.multipart
        ? fc
            .tuple(fc.option(ciphers, { nil: undefined }), fileArb, fc.boolean())
            .map(([cipher, file, truncate]) =>
              post(
                `multipart:${cipher?.[0] ?? 'noData'}${truncate ? ':truncated' : ''}`,
                multipartBody(cipher?.[1], file, truncate),
                `multipart/form-data; boundary=${BOUNDARY}`,
              ),
            )
        : ciphers.map(([kind, cipher]) => post(kind, cipher, 'text/plain'));
  const envelopeFaults = fc.oneof(
    fc.constant(post('oversizeText', OVERSIZE_TEXT, 'text/plain')),
    fc.constant(post('jsonBody', '{"__proto__":{"x":1}}', 'application/json')),
    fc.constant(post('multipartNoBoundary', Buffer.from('--x\r\n'), 'multipart/form-data')),
    fc.constant(
      post('oversizeFile', oversizeMultipart(), `multipart/form-data; boundary=${BOUNDARY}`),
    ),
    fc.constant({
      endpoint: name,
      kind: 'wrongMethod',
      request: { method: def.method === 'GET' ? 'POST' : 'GET', url } as InjectOptions,
    }),
  );
  return fc.oneof({ weight: 30, arbitrary: shaped }, { weight: 1, arbitrary: envelopeFaults });
}

/** Every endpoint's malformed requests; 60 % carry the given token. */
export function fuzzCaseArb(): fc.Arbitrary<FuzzCase> {
  const names = Object.keys(contract) as EndpointName[];
  return fc
    .tuple(
      fc.oneof(...names.map(requestArb)),
      fc.integer({ min: 0, max: 99 }).map((n) => (n < 60 ? 'valid' : n < 70 ? 'junk' : 'none')),
      fc.option(fc.constantFrom(...POISON_KEYS, 'sw_KE', 'es', 'x'.repeat(300)), {
        nil: undefined,
      }),
    )
    .map(([c, token, lang]) => ({ ...c, token, lang }));
}
