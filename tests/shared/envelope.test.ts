/** The AES envelope of docs/architecture.md §4 agrees with Node's crypto and with openssl, both directions. */
import { execFileSync } from 'node:child_process';
import { createCipheriv, createDecipheriv } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EnvelopeError,
  PARAM_NAME_PATTERN,
  encryptText,
  envelopeKeyBytes,
  randomParamName,
  sealPayload,
} from '../../src/shared/envelope';
import { decryptText, openPayload } from '../../src/server/envelope-open';

const PACKAGE = 'com.mkopo.credit';
const OPENSSL = '/usr/bin/openssl';

function nodeEncrypt(plain: string, packageName: string): string {
  const cipher = createCipheriv('aes-128-ecb', envelopeKeyBytes(packageName), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

function nodeDecrypt(base64: string, packageName: string): string {
  const decipher = createDecipheriv('aes-128-ecb', envelopeKeyBytes(packageName), null);
  return Buffer.concat([decipher.update(base64, 'base64'), decipher.final()]).toString('utf8');
}

const hexKey = (packageName: string) => Buffer.from(envelopeKeyBytes(packageName)).toString('hex');

function openssl(args: string[], input: string): string {
  return execFileSync(OPENSSL, ['enc', '-aes-128-ecb', ...args], { input }).toString('utf8');
}

const text = fc.string({ unit: 'grapheme', maxLength: 200 });

describe('key derivation', () => {
  it('uses the UTF-8 name cut or padded with "0" to 16 bytes', () => {
    expect(Buffer.from(envelopeKeyBytes(PACKAGE)).toString('utf8')).toBe('com.mkopo.credit');
    expect(Buffer.from(envelopeKeyBytes('com.a')).toString('utf8')).toBe('com.a00000000000');
    expect(Buffer.from(envelopeKeyBytes('com.mkopo.credit.extra')).toString('utf8')).toBe(PACKAGE);
    expect(Buffer.from(envelopeKeyBytes('')).toString('utf8')).toBe('0'.repeat(16));
  });

  it('counts bytes, not characters, for multibyte names', () => {
    // 'ü' is two bytes: 7 of them are 14 bytes, then two '0'.
    expect([...envelopeKeyBytes('üüüüüüü')]).toEqual([
      ...Buffer.from('üüüüüüü', 'utf8'),
      0x30,
      0x30,
    ]);
    // A 4-byte emoji cut in the middle keeps its first bytes: the key is bytes, not text.
    const key = envelopeKeyBytes('abcdefghijklmn😀');
    expect(key.length).toBe(16);
    expect([...key.subarray(14)]).toEqual([...Buffer.from('😀', 'utf8').subarray(0, 2)]);
  });

  it('always yields 16 bytes (property)', () => {
    fc.assert(
      fc.property(text, (name) => {
        expect(envelopeKeyBytes(name).length).toBe(16);
      }),
    );
  });
});

describe('encryption', () => {
  it('round-trips any text, unicode included, under any package name (property)', () => {
    fc.assert(
      fc.property(text, text, (plain, name) => {
        expect(decryptText(encryptText(plain, name), name)).toBe(plain);
      }),
    );
  });

  it('equals node:crypto aes-128-ecb in both directions (property)', () => {
    fc.assert(
      fc.property(text, text, (plain, name) => {
        expect(encryptText(plain, name)).toBe(nodeEncrypt(plain, name));
        expect(nodeDecrypt(encryptText(plain, name), name)).toBe(plain);
        expect(decryptText(nodeEncrypt(plain, name), name)).toBe(plain);
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    ['{"mobile":"0712345678","t":1700000000000}', PACKAGE],
    ['Habari za asubuhi — ¿qué tal? 😀 日本語', PACKAGE],
    ['', 'com.a'],
    ['x'.repeat(16), 'üüüüüüü'],
  ])('equals openssl enc -aes-128-ecb both ways for %j', (plain, name) => {
    const ours = encryptText(plain, name);
    expect(openssl(['-K', hexKey(name), '-base64', '-A'], plain)).toBe(ours);
    expect(openssl(['-d', '-K', hexKey(name), '-base64', '-A'], ours)).toBe(plain);
  });

  it('decrypts what openssl encrypts for random payloads (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (plain) => {
        const fromOpenssl = openssl(['-K', hexKey(PACKAGE), '-base64', '-A'], plain);
        expect(decryptText(fromOpenssl, PACKAGE)).toBe(plain);
      }),
      { numRuns: 15 },
    );
  });
});

describe('failures', () => {
  const sealed = encryptText('{"a":1}', PACKAGE);

  it.each([
    [
      'a wrong key',
      () => decryptText(encryptText('{"mobile":"0712345678"}', PACKAGE), 'com.other.app'),
    ],
    ['garbage', () => decryptText('not base64 at all!', PACKAGE)],
    ['empty text', () => decryptText('', PACKAGE)],
    ['truncated ciphertext', () => decryptText(sealed.slice(0, -4), PACKAGE)],
    ['a partial block', () => decryptText(Buffer.alloc(15).toString('base64'), PACKAGE)],
  ])('throws EnvelopeError for %s', (_label, run) => {
    expect(run).toThrow(EnvelopeError);
  });

  it('throws EnvelopeError for any wrong key (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 20, maxLength: 80 }), text, (plain, name) => {
        fc.pre(Buffer.from(envelopeKeyBytes(name)).toString('hex') !== hexKey(PACKAGE));
        const sealedText = encryptText(JSON.stringify({ plain }), PACKAGE);
        // A wrong key almost always breaks the padding or UTF-8; when it does not, the JSON fails.
        expect(() => openPayload(sealedText, name)).toThrow(EnvelopeError);
      }),
    );
  });

  /** One block encrypted as it is, so the test chooses the bytes that read as padding. */
  function rawBlocks(plain: Buffer): string {
    const cipher = createCipheriv('aes-128-ecb', envelopeKeyBytes(PACKAGE), null);
    cipher.setAutoPadding(false);
    return Buffer.concat([cipher.update(plain), cipher.final()]).toString('base64');
  }

  it.each([
    ['a last byte of 16 over other bytes', Buffer.from('{"a":1}        \x10')],
    ['a last byte of 0', Buffer.from('{"a":1}\x00\x00\x00\x00\x00\x00\x00\x00\x00')],
    ['a last byte above 16', Buffer.from('{"a":1}\x11\x11\x11\x11\x11\x11\x11\x11\x11')],
    ['pad bytes that differ', Buffer.from('{"a":1}\x09\x09\x09\x09\x09\x09\x09\x08\x09')],
  ])('says decrypt, not parse, for padding with %s', (_label, block) => {
    expect(block).toHaveLength(16);
    const error = (() => {
      try {
        openPayload(rawBlocks(block), PACKAGE);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect((error as EnvelopeError).reason).toBe('decrypt');
  });

  it('opens a block whose padding is whole', () => {
    const block = Buffer.from('{"a":1}\x09\x09\x09\x09\x09\x09\x09\x09\x09');
    expect(openPayload(rawBlocks(block), PACKAGE)).toEqual({ a: 1 });
  });

  it('says parse when the text is not a JSON object', () => {
    for (const plain of ['not json', '[1,2]', 'null', '42']) {
      const error = (() => {
        try {
          openPayload(encryptText(plain, PACKAGE), PACKAGE);
        } catch (e) {
          return e;
        }
        return undefined;
      })();
      expect(error).toBeInstanceOf(EnvelopeError);
      expect((error as EnvelopeError).reason).toBe('parse');
    }
  });
});

describe('payloads', () => {
  it('adds t in ms and round-trips objects (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.nat(), (data, now) => {
        fc.pre(!('t' in data) && !('__proto__' in data));
        const opened = openPayload(
          sealPayload(data, PACKAGE, () => now),
          PACKAGE,
        );
        expect(opened).toEqual(JSON.parse(JSON.stringify({ ...data, t: now })));
      }),
    );
  });
});

describe('randomParamName', () => {
  it('matches 5 letters then 3 digits (property over random sources)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: 8,
          maxLength: 8,
        }),
        (values) => {
          let i = 0;
          const name = randomParamName(() => values[i++] ?? 0);
          expect(name).toMatch(PARAM_NAME_PATTERN);
        },
      ),
    );
    expect(randomParamName()).toMatch(PARAM_NAME_PATTERN);
  });

  it('rejects other shapes', () => {
    for (const bad of ['abcd123', 'abcde12', 'abcde1234', 'abc1e123', 'abcdé123']) {
      expect(PARAM_NAME_PATTERN.test(bad)).toBe(false);
    }
  });
});
