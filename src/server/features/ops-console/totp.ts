/**
 * TOTP second factor for staff (RFC 6238: HMAC-SHA1, 30 s steps, 6 digits), with node:crypto.
 * Secrets travel as base32 (RFC 4648) because authenticator apps read them that way.
 */
import { createHmac, randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_STEP_SECONDS = 30;

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new 20-byte secret (the RFC's SHA-1 key length), base32. */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/** HOTP (RFC 4226) of one counter value, `digits` long. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  const code = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(code % 10 ** digits).padStart(digits, '0');
}

export const totpStep = (ms: number): number => Math.floor(ms / 1000 / TOTP_STEP_SECONDS);

export function totp(secret: string, ms: number, digits = 6): string {
  return hotp(base32Decode(secret), totpStep(ms), digits);
}

/**
 * The step a code belongs to, accepting one step of clock drift either way, or null. The caller
 * refuses a step at or before the last one used, so a code cannot be replayed.
 */
export function matchTotp(secret: string, code: string, ms: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = totpStep(ms);
  for (const step of [now, now - 1, now + 1]) if (hotp(key, step) === code) return step;
  return null;
}

/** The otpauth:// address an authenticator app scans or takes as text. */
export function totpUri(issuer: string, email: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${email}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
}
