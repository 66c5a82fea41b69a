/**
 * A second envelope opener, on crypto-js's AES in JavaScript: the reference the server's opener
 * (Node's OpenSSL) is checked against. Its padding check is written separately on purpose.
 */
import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import NoPadding from 'crypto-js/pad-nopadding';
import {
  EnvelopeError,
  compactCipherText,
  envelopeKeyBytes,
  parsePayload,
  type Payload,
} from '../../src/shared/envelope';

function keyWords(packageName: string) {
  return Hex.parse(Buffer.from(envelopeKeyBytes(packageName)).toString('hex'));
}

/** Decrypts standard base64 ciphertext to a UTF-8 string; throws EnvelopeError('decrypt'). */
export function referenceDecryptText(cipherBase64: string, packageName: string): string {
  const compact = compactCipherText(cipherBase64);
  try {
    const words = AES.decrypt(Base64.stringify(Base64.parse(compact)), keyWords(packageName), {
      mode: ECB,
      padding: NoPadding,
    });
    const bytes = Buffer.from(words.toString(Hex), 'hex');
    const pad = bytes.at(-1) ?? 0;
    const padding = bytes.subarray(bytes.length - pad);
    if (pad < 1 || pad > 16 || padding.some((b) => b !== pad)) throw new EnvelopeError('decrypt');
    words.sigBytes -= pad;
    // Bytes that are not UTF-8 make Utf8.stringify throw "Malformed UTF-8 data".
    return Utf8.stringify(words);
  } catch {
    throw new EnvelopeError('decrypt');
  }
}

/** Decrypts and parses a payload; it must be a JSON object. Throws EnvelopeError. */
export function referenceOpenPayload(cipherBase64: string, packageName: string): Payload {
  return parsePayload(referenceDecryptText(cipherBase64, packageName));
}
