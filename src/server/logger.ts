/**
 * pino options (docs/architecture.md §6): phone numbers, SMS codes, tokens, Authorization headers and ID
 * numbers never reach the logs. Mobile values keep their last two digits, for support.
 */
import type { LoggerOptions } from 'pino';
import { maskMobile } from './domain/phone';

const MOBILE_KEYS = [
  'mobile',
  'sparePhone',
  'whatsappNo',
  'companyPhone',
  'emergencyContactMobile1',
  'emergencyContactMobile2',
];
// Not a bare `code`: response and error codes are worth logging. Payload codes sit under `payload`.
const SECRET_KEYS = ['smsCode', 'token', 'nationalId', 'idNumber', 'authorization'];

const secretKeys = new Set([...MOBILE_KEYS, ...SECRET_KEYS]);
const mobileKeys = new Set(MOBILE_KEYS);

/** Masks digits of phone values; replaces every other redacted value. */
export function censor(value: unknown, path: string[]): unknown {
  const key = path[path.length - 1] ?? '';
  if (mobileKeys.has(key) && typeof value === 'string') return maskMobile(value);
  return '[redacted]';
}

/** Whether a key holds a secret: the names above, a payload's code, a request's cookie header. */
function isSecret(key: string, path: readonly string[]): boolean {
  if (secretKeys.has(key)) return true;
  const parent = path[path.length - 1];
  if (key === 'code') return parent === 'payload';
  return key === 'cookie' && parent === 'headers' && path.length === 2 && path[0] === 'req';
}

type Tree = Record<string, unknown> | unknown[];

/** Plain objects and arrays: what log calls build. Requests, replies and errors have serializers. */
function isTree(value: unknown): value is Tree {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * The log object with secrets censored in its first three levels (a key, `*.key`, `*.*.key`),
 * copied where it changes and left alone elsewhere. One walk over the object: pino's own
 * wildcard paths cost about 90 µs a line, a third of a busy server's time at info level.
 */
export function redactSecrets<T extends Tree>(node: T, path: readonly string[] = []): T {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(node)) {
    const value = (node as Record<string, unknown>)[key];
    let next = value;
    if (isSecret(key, path)) next = censor(value, [...path, key]);
    else if (path.length < 2 && isTree(value)) next = redactSecrets(value, [...path, key]);
    if (next !== value) {
      copy ??= (Array.isArray(node) ? [...node] : { ...node }) as Record<string, unknown>;
      copy[key] = next;
    }
  }
  return (copy ?? node) as T;
}

/** What a request line may say of a request. */
interface LoggedRequest {
  readonly method: string;
  readonly routeOptions?: { readonly url?: string };
  readonly host?: string;
  readonly ip?: string;
}

/**
 * A request as its log line shows it: the route's template (`/ops/api/borrowers/:id`), never the
 * URL itself, whose path and query carry phone numbers (the GET of `existsByMobile`, sealed with a
 * key every app holds), staff searches (`?q=<phone|name|ID>`) and order numbers.
 */
export function requestForLog(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.routeOptions?.url ?? '(no route)',
    host: request.host,
    remoteAddress: request.ip,
  };
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    formatters: {
      log: (object) => (isTree(object) ? redactSecrets(object) : object),
      bindings: (bindings) => (isTree(bindings) ? redactSecrets(bindings) : bindings),
    },
  };
}
