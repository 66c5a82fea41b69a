/**
 * The request envelope of docs/product.md §7/§9 (docs/architecture.md §4): AES-128-ECB, PKCS#7, standard base64, keyed by
 * the package name. Obfuscation only — TLS, the token and server-side checks carry the security.
 * The browser seals with crypto-js (only its AES/ECB/PKCS#7 parts, ~6 KB instead of the whole
 * library); the server opens with Node's own AES (server/envelope-open.ts). The format checks and
 * the payload's shape are shared here.
 */
import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

const KEY_BYTES = 16;
const PAD_BYTE = 0x30; // the character '0'

/** Name pattern of the random GET parameter: 5 letters then 3 digits. */
export const PARAM_NAME_PATTERN = /^[A-Za-z]{5}\d{3}$/;

/** The key bytes: the UTF-8 package name, cut or right-padded with '0' to 16 bytes. */
export function envelopeKeyBytes(packageName: string): Uint8Array {
  const utf8 = new TextEncoder().encode(packageName);
  const key = new Uint8Array(KEY_BYTES).fill(PAD_BYTE);
  key.set(utf8.subarray(0, KEY_BYTES));
  return key;
}

function keyWords(packageName: string) {
  const hex = Array.from(envelopeKeyBytes(packageName), (b) => b.toString(16).padStart(2, '0'));
  return Hex.parse(hex.join(''));
}

const cipherOptions = { mode: ECB, padding: Pkcs7 };

/** Encrypts a UTF-8 string to standard base64. */
export function encryptText(plain: string, packageName: string): string {
  return AES.encrypt(Utf8.parse(plain), keyWords(packageName), cipherOptions).ciphertext.toString(
    Base64,
  );
}

/** Error thrown when a payload is not valid base64 ciphertext for this key. */
export class EnvelopeError extends Error {
  constructor(readonly reason: 'decrypt' | 'parse') {
    super(`envelope ${reason} failed`);
    this.name = 'EnvelopeError';
  }
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The ciphertext without whitespace, checked to be standard base64 of whole 16-byte blocks (ECB);
 * throws EnvelopeError('decrypt').
 */
export function compactCipherText(cipherBase64: string): string {
  const compact = cipherBase64.replace(/\s+/g, '');
  // 4 base64 chars carry 3 bytes.
  if (!BASE64.test(compact) || compact.length % 4 !== 0) throw new EnvelopeError('decrypt');
  const bytes = (compact.length / 4) * 3 - (compact.match(/=+$/)?.[0].length ?? 0);
  if (bytes === 0 || bytes % KEY_BYTES !== 0) throw new EnvelopeError('decrypt');
  return compact;
}

/** A JSON object payload as it travels: every payload carries `t`, ms since the epoch. */
export type Payload = Record<string, unknown> & { t: number };

/** Adds `t` and encrypts a payload object. */
export function sealPayload(
  data: Record<string, unknown>,
  packageName: string,
  now: () => number = Date.now,
): string {
  return encryptText(JSON.stringify({ ...data, t: now() }), packageName);
}

/** Parses decrypted text as a payload; it must be a JSON object. Throws EnvelopeError('parse'). */
export function parsePayload(text: string): Payload {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new EnvelopeError('parse');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new EnvelopeError('parse');
  }
  return parsed as Payload;
}

/** A random GET parameter name: 5 letters then 3 digits. */
export function randomParamName(random: () => number = Math.random): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let name = '';
  for (let i = 0; i < 5; i++) name += letters[Math.floor(random() * letters.length)];
  for (let i = 0; i < 3; i++) name += String(Math.floor(random() * 10));
  return name;
}
