/** Files sealed at rest (AES-256-GCM): round trip, tampering refused, key rotation. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  openFile,
  SealedFileError,
  sealFile,
  type FileKeyring,
} from '../../../src/server/storage/sealed-file';

const OLD = randomBytes(32);
const NEW = randomBytes(32);
const before: FileKeyring = { current: 'k2025', keys: new Map([['k2025', OLD]]) };
const rotated: FileKeyring = {
  current: 'k2026',
  keys: new Map([
    ['k2025', OLD],
    ['k2026', NEW],
  ]),
};
const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(2000)]);

describe('sealed files', () => {
  it('hold no plain bytes of the image and open again', () => {
    const sealed = sealFile(photo, before, 'kyc/1/a');
    expect(sealed.includes(photo.subarray(0, 64))).toBe(false);
    expect(sealed.subarray(0, 3).equals(photo.subarray(0, 3))).toBe(false);
    expect(openFile(sealed, before, 'kyc/1/a').equals(photo)).toBe(true);
  });

  it('refuse a flipped byte anywhere, a swapped key id and a moved file', () => {
    const sealed = sealFile(photo, rotated, 'kyc/1/a');
    for (const at of [3, 6, 12, 20, 30, sealed.length - 1]) {
      const tampered = Buffer.from(sealed);
      tampered[at] = (tampered[at] ?? 0) ^ 0x01;
      expect(() => openFile(tampered, rotated, 'kyc/1/a'), `byte ${at}`).toThrow(SealedFileError);
    }
    const swapped = Buffer.from(sealed);
    swapped.write('k2025', 5, 'utf8');
    expect(() => openFile(swapped, rotated, 'kyc/1/a')).toThrow(SealedFileError);
    expect(() => openFile(sealed, rotated, 'kyc/2/a')).toThrow(SealedFileError);
    expect(() => openFile(photo, rotated, 'kyc/1/a')).toThrow(/not a sealed file/);
  });

  it('rotate: new files use the new key, old files still open while their key is kept', () => {
    const old = sealFile(photo, before, 'feedback/1/x.jpg');
    const fresh = sealFile(photo, rotated, 'feedback/1/y.jpg');
    expect(fresh.subarray(5, 10).toString()).toBe('k2026');
    expect(openFile(old, rotated, 'feedback/1/x.jpg').equals(photo)).toBe(true);
    expect(() => openFile(fresh, before, 'feedback/1/y.jpg')).toThrow(/no key "k2026"/);
  });
});
