/**
 * pino options (DESIGN §6): phone numbers, SMS codes, tokens, Authorization headers and ID
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

const paths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'payload.code',
  '*.payload.code',
  ...[...MOBILE_KEYS, ...SECRET_KEYS].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

const mobileKeys = new Set(MOBILE_KEYS);

/** Masks digits of phone values; replaces every other redacted value. */
export function censor(value: unknown, path: string[]): unknown {
  const key = path[path.length - 1] ?? '';
  if (mobileKeys.has(key) && typeof value === 'string') return maskMobile(value);
  return '[redacted]';
}

export function loggerOptions(level: string): LoggerOptions {
  return { level, redact: { paths, censor } };
}
