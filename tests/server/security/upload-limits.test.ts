/**
 * Every upload route of the contract refuses alike what the image guard refuses: a picture past a
 * phone photo's pixels (a 49-megapixel PNG of a few hundred KB) answers "too large" on the ID
 * sides and the face as on feedback and proofs, and a body past the byte limit is refused before
 * any handler reads it. A new multipart route is covered by being declared.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  guardImage,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
} from '../../../src/server/providers/image-guard';
import { contract } from '../../../src/shared/contract/index';
import { setUpTestApp, signIn } from '../helpers';
import { ownOrderNo, uploadImage } from '../feedback/upload-helper';
import { api, passKyc, photo, saveForms } from '../loan/steps';

const ctx = setUpTestApp({ dataDir: true });

const uploads = Object.entries(contract).filter(([, e]) => e.multipart);

/** What each route needs beside the file, so only the file can be refused. */
const PAYLOADS: Readonly<Record<string, (orderNo: string) => Record<string, unknown>>> = {
  feedbackUploadCredential: (orderNo) => ({ orderNo }),
  livenessDetectionResultSave: () => ({ provider: 'accuauth' }),
};

let big: Buffer;
beforeAll(async () => {
  // 7000 × 7000 = 49 MP, one colour: a few hundred KB that a decoder would spread over 147 MB.
  big = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}, 60_000);

/** A borrower past the ID step (a new face is then checked) with an order to name. */
async function borrower() {
  const token = await signIn(ctx.t, '0712345670');
  const userId = Number((await api(ctx.t, 'getUserInfo', {}, token)).userId);
  const orderNo = await ownOrderNo(ctx.t, token);
  await saveForms(ctx.t, ctx.testDb, userId);
  await passKyc(ctx.t, token);
  return { token, orderNo };
}

describe('the image guard', () => {
  it('refuses more pixels than a phone photo and more bytes than the limit, and takes a 12 MP photo', async () => {
    expect(big.length).toBeLessThan(MAX_IMAGE_BYTES);
    expect(await guardImage(big)).toEqual({ ok: false, reason: 'tooLarge' });
    const side = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS));
    const edge = await sharp({
      create: { width: side, height: side, channels: 3, background: '#fff' },
    })
      .jpeg()
      .toBuffer();
    expect(await guardImage(edge)).toMatchObject({ ok: true, width: side, height: side });
    expect(await guardImage(Buffer.alloc(MAX_IMAGE_BYTES + 1))).toEqual({
      ok: false,
      reason: 'tooLarge',
    });
    expect(await guardImage(await photo(4000, 3000, 1))).toEqual({
      ok: true,
      format: 'jpeg',
      width: 4000,
      height: 3000,
    });
    expect(await guardImage(Buffer.from('<svg onload=alert(1)>'))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  }, 60_000);
});

describe('every upload route', () => {
  it('is found in the contract: ID sides, face, liveness, feedback and proofs', () => {
    expect(uploads.map(([name]) => name).sort()).toEqual(
      [
        'feedbackUploadCredential',
        'feedbackUploadFile',
        'livenessDetectionResultSave',
        'saveFaceImage',
        'uploadCurpBack',
        'uploadCurpFront',
      ].sort(),
    );
  });

  it('answers "too large" to a 49-megapixel picture and to a body past the byte limit', async () => {
    const { token, orderNo } = await borrower();
    const oversized = Buffer.alloc(MAX_IMAGE_BYTES + 1, 0xff);
    for (const [name, endpoint] of uploads) {
      const url = `${endpoint.base}${endpoint.path}`;
      const payload = PAYLOADS[name]?.(orderNo) ?? {};
      const pixels = await uploadImage(ctx.t, token, big, { url, payload });
      expect(pixels.statusCode, `${name}: ${pixels.body}`).toBe(413);
      expect(pixels.json().key, name).toBe('imageTooLarge');
      const bytes = await uploadImage(ctx.t, token, oversized, { url, payload });
      expect(bytes.statusCode, `${name}: ${bytes.body}`).toBe(413);
      expect(bytes.json().key, name).toBe('tooLarge');
    }
  }, 120_000);
});
