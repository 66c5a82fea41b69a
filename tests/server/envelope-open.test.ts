/** The server's envelope opener (OpenSSL) answers exactly as one on crypto-js, for any input. */
import { createCipheriv } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EnvelopeError,
  encryptText,
  envelopeKeyBytes,
  sealPayload,
} from '../../src/shared/envelope';
import { decryptText, openPayload } from '../../src/server/envelope-open';
import { referenceDecryptText, referenceOpenPayload } from '../support/reference-opener';

const PACKAGE = 'com.mkopo.credit';

/** What an opener gives: its text, or the reason it refused. */
function outcome(open: () => unknown): unknown {
  try {
    return { value: open() };
  } catch (error) {
    if (error instanceof EnvelopeError) return { refused: error.reason };
    throw error;
  }
}

/** Raw AES-ECB blocks of any bytes (no padding added), as base64. */
function rawBlocks(bytes: Uint8Array, packageName = PACKAGE): string {
  const cipher = createCipheriv('aes-128-ecb', envelopeKeyBytes(packageName), null);
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(bytes), cipher.final()]).toString('base64');
}

describe('native envelope opener', () => {
  it('opens what the browser seals, any text and payload', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.jsonValue(), (text, v) => {
        expect(decryptText(encryptText(text, PACKAGE), PACKAGE)).toBe(text);
        const sealed = sealPayload({ v }, PACKAGE, () => 1_700_000_000_000);
        expect(openPayload(sealed, PACKAGE)).toEqual(referenceOpenPayload(sealed, PACKAGE));
      }),
    );
  });

  it('refuses exactly what crypto-js refuses: bad padding, bytes that are not UTF-8, a BOM kept', () => {
    const blocks = fc
      .integer({ min: 1, max: 4 })
      .chain((n) => fc.uint8Array({ minLength: n * 16, maxLength: n * 16 }));
    fc.assert(
      fc.property(blocks, (bytes) => {
        const cipher = rawBlocks(bytes);
        expect(outcome(() => decryptText(cipher, PACKAGE))).toEqual(
          outcome(() => referenceDecryptText(cipher, PACKAGE)),
        );
        expect(outcome(() => openPayload(cipher, PACKAGE))).toEqual(
          outcome(() => referenceOpenPayload(cipher, PACKAGE)),
        );
      }),
      { numRuns: 2000 },
    );
    // Hand-picked cases the random bytes rarely hit.
    const padded = (body: number[], pad: number[]) => rawBlocks(Uint8Array.from([...body, ...pad]));
    const cases = [
      padded([0x7b, 0x7d, ...Array<number>(10).fill(0x20)], [4, 4, 4, 4]), // "{}" then valid pad
      padded([0x7b, 0x7d, ...Array<number>(10).fill(0x20)], [9, 9, 9, 4]), // pad bytes disagree
      padded([0x7b, 0x7d, ...Array<number>(10).fill(0x20)], [9, 4, 4, 4]), // the first pad byte
      padded([0x7b, 0x7d, ...Array<number>(10).fill(0x20)], [4, 9, 4, 4]), // one in the middle
      padded(Array<number>(16).fill(0x20), Array<number>(16).fill(16)), // a whole block of pad
      padded([0xef, 0xbb, 0xbf, 0x7b, 0x7d, ...Array<number>(9).fill(0x20)], [2, 2]), // BOM + {}
      padded([0xed, 0xa0, 0x80, ...Array<number>(11).fill(0x20)], [2, 2]), // a lone surrogate
      padded([0xc3, ...Array<number>(14).fill(0x20)], [1]), // a cut sequence
    ];
    for (const cipher of cases)
      expect(outcome(() => openPayload(cipher, PACKAGE))).toEqual(
        outcome(() => referenceOpenPayload(cipher, PACKAGE)),
      );
    expect(outcome(() => openPayload(cases[0]!, PACKAGE))).toEqual({ value: {} });
    for (const bad of cases.slice(1, 4))
      expect(outcome(() => openPayload(bad, PACKAGE))).toEqual({ refused: 'decrypt' });
    expect(outcome(() => openPayload(cases[5]!, PACKAGE))).toEqual({ refused: 'parse' });
  });

  it('refuses text that is not whole base64 blocks, and another key', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (junk) => {
        expect(outcome(() => decryptText(junk, PACKAGE))).toEqual(
          outcome(() => referenceDecryptText(junk, PACKAGE)),
        );
      }),
    );
    const sealed = sealPayload({ a: 1 }, PACKAGE);
    expect(outcome(() => openPayload(sealed, 'com.other.app'))).toEqual(
      outcome(() => referenceOpenPayload(sealed, 'com.other.app')),
    );
  });
});
