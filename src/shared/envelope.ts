/**
 * The request envelope of spec §7/§9 (DESIGN §4): AES-128-ECB, PKCS#7, standard base64, keyed by
 * the package name. Obfuscation only — TLS, the token and server-side checks carry the security.
 * One implementation for the browser and the server; only the AES/ECB/PKCS#7 parts of crypto-js
 * are imported so the phone downloads ~6 KB instead of the whole library.
 */
import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import NoPadding from 'crypto-js/pad-nopadding';
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

/** Decrypts standard base64 ciphertext to a UTF-8 string; throws EnvelopeError('decrypt'). */
export function decryptText(cipherBase64: string, packageName: string): string {
  const compact = compactCipherText(cipherBase64);
  try {
    const words = AES.decrypt(Base64.stringify(Base64.parse(compact)), keyWords(packageName), {
      mode: ECB,
      padding: NoPadding,
    });
    stripPkcs7(words);
    // Bytes that are not UTF-8 make Utf8.stringify throw "Malformed UTF-8 data".
    return Utf8.stringify(words);
  } catch {
    throw new EnvelopeError('decrypt');
  }
}

/**
 * The length of decrypted bytes without their PKCS#7 padding, every pad byte checked; throws
 * EnvelopeError('decrypt'). crypto-js's own unpad trusts the last byte alone, so a wrong key could
 * leave a short run of plain-looking bytes (even none) that then failed as JSON instead of as
 * decryption. `byteAt` reads the bytes however they are held (crypto-js words, a Buffer).
 */
export function unpaddedLength(byteAt: (index: number) => number, length: number): number {
  const pad = byteAt(length - 1);
  if (pad < 1 || pad > KEY_BYTES) throw new EnvelopeError('decrypt');
  for (let i = length - pad; i < length - 1; i++) {
    if (byteAt(i) !== pad) throw new EnvelopeError('decrypt');
  }
  return length - pad;
}

/** Removes PKCS#7 padding from crypto-js words, every pad byte checked. */
function stripPkcs7(words: { words: number[]; sigBytes: number }): void {
  const byteAt = (i: number) => (words.words[i >>> 2]! >>> (24 - (i % 4) * 8)) & 0xff;
  words.sigBytes = unpaddedLength(byteAt, words.sigBytes);
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

/** Decrypts and parses a payload; it must be a JSON object. Throws EnvelopeError. */
export function openPayload(cipherBase64: string, packageName: string): Payload {
  return parsePayload(decryptText(cipherBase64, packageName));
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
