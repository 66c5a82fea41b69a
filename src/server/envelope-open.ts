/**
 * Opens request envelopes (docs/architecture.md §4) with Node's own AES (OpenSSL). The browser seals them with
 * crypto-js (shared/envelope.ts); opening every API call with crypto-js in JavaScript cost the
 * server about a seventh of its CPU per request.
 */
import { createDecipheriv } from 'node:crypto';
import {
  EnvelopeError,
  compactCipherText,
  envelopeKeyBytes,
  parsePayload,
  type Payload,
} from '../shared/envelope';

/** Fatal: bytes that are not UTF-8 fail as decryption, as crypto-js's Utf8.stringify does. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const keys = new Map<string, Buffer>();

function keyOf(packageName: string): Buffer {
  let key = keys.get(packageName);
  if (!key) {
    key = Buffer.from(envelopeKeyBytes(packageName));
    keys.set(packageName, key);
  }
  return key;
}

const BLOCK_BYTES = 16;

/**
 * The length of decrypted bytes without their PKCS#7 padding, every pad byte checked; throws
 * EnvelopeError('decrypt'). Trusting the last byte alone (as crypto-js's own unpad does) could let
 * a wrong key leave a short run of plain-looking bytes that then failed as JSON, not as decryption.
 */
function unpaddedLength(bytes: Uint8Array): number {
  const pad = bytes[bytes.length - 1] ?? 0;
  if (pad < 1 || pad > BLOCK_BYTES) throw new EnvelopeError('decrypt');
  for (let i = bytes.length - pad; i < bytes.length - 1; i++) {
    if (bytes[i] !== pad) throw new EnvelopeError('decrypt');
  }
  return bytes.length - pad;
}

/** Decrypts standard base64 ciphertext to a UTF-8 string; throws EnvelopeError('decrypt'). */
export function decryptText(cipherBase64: string, packageName: string): string {
  const compact = compactCipherText(cipherBase64);
  const decipher = createDecipheriv('aes-128-ecb', keyOf(packageName), null).setAutoPadding(false);
  const bytes = Buffer.concat([decipher.update(compact, 'base64'), decipher.final()]);
  const end = unpaddedLength(bytes);
  try {
    return utf8.decode(bytes.subarray(0, end));
  } catch {
    throw new EnvelopeError('decrypt');
  }
}

/** Decrypts and parses a payload; it must be a JSON object. Throws EnvelopeError. */
export function openPayload(cipherBase64: string, packageName: string): Payload {
  return parsePayload(decryptText(cipherBase64, packageName));
}
