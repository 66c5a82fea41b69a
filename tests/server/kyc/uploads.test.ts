/**
 * Identity uploads (docs/product.md §5, docs/architecture.md §6): images are judged by their bytes, not their name or
 * header, must be real photos of a minimum size, are re-encoded, kept outside the web root and
 * served only to their owner; the face needs both ID sides first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call, setUpTestApp, signIn } from '../helpers';
import { api, codeOf, photo, upload } from '../loan/steps';

const ctx = setUpTestApp({ dataDir: true });

describe('KYC uploads', () => {
  it('refuses bytes that are not a photo whatever the name and header say', async () => {
    const token = await signIn(ctx.t, '0714000001');
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('not really a jpeg'),
    ]);
    expect(codeOf(await upload(ctx.t, token, '/user/upload/curp/front', fake))).toBe(31001);
    expect(
      codeOf(await upload(ctx.t, token, '/user/upload/curp/back', Buffer.from('<svg/>'), 'id.png')),
    ).toBe(31002);
  });

  it('refuses a photo too small to read', async () => {
    const token = await signIn(ctx.t, '0714000002');
    expect(
      codeOf(await upload(ctx.t, token, '/user/upload/curp/front', await photo(200, 120, 1))),
    ).toBe(31001);
  });

  it('needs both ID sides before the face, and all three before the step closes', async () => {
    const token = await signIn(ctx.t, '0714000003');
    expect(codeOf(await call(ctx.t.app, 'finishUploadAllImg', {}, { token }))).toBe(31001);
    expect(
      codeOf(await upload(ctx.t, token, '/user/upload/curp/front', await photo(800, 500, 1))),
    ).toBe(0);
    expect(
      codeOf(await upload(ctx.t, token, '/user/saveFaceImage', await photo(400, 400, 3))),
    ).toBe(31004);
    expect(
      codeOf(await upload(ctx.t, token, '/user/upload/curp/back', await photo(800, 500, 2))),
    ).toBe(0);
    expect(codeOf(await call(ctx.t.app, 'finishUploadAllImg', {}, { token }))).toBe(31005);
    // The ID card held up to the camera is not a live face.
    const front = await photo(800, 500, 1);
    const sameCard = await upload(ctx.t, token, '/user/saveFaceImage', front);
    expect(sameCard.json().data).toEqual({ passed: false, score: 0 });
    const face = await upload(ctx.t, token, '/user/saveFaceImage', await photo(400, 400, 3));
    expect(face.json().data).toEqual({ passed: true, score: 92 });
    expect((await api(ctx.t, 'finishUploadAllImg', {}, token)).status).toBe(6); // forms not filled yet
  });

  it('re-encodes, stores under DATA_DIR/uploads and serves only to the owner', async () => {
    const owner = await signIn(ctx.t, '0714000004');
    const png = await sharp(await photo(800, 500, 4))
      .png()
      .toBuffer();
    const res = await upload(ctx.t, owner, '/user/upload/curp/front', png, 'front.png');
    const { fileId, url } = res.json().data as { fileId: string; url: string };
    const [userDir] = readdirSync(join(ctx.dataDir, 'uploads', 'kyc'));
    const stored = readFileSync(join(ctx.dataDir, 'uploads', 'kyc', userDir!, `${fileId}.jpg`));
    expect(stored.subarray(0, 4).toString()).toBe('MKF1'); // sealed at rest (storage/sealed-file)
    const mine = await ctx.t.app.inject({ method: 'GET', url, headers: { authorization: owner } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect([...mine.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]); // JPEG now, metadata dropped
    ctx.t.clock.advance(61_000);
    const other = await signIn(ctx.t, '0714000005');
    expect(
      (await ctx.t.app.inject({ method: 'GET', url, headers: { authorization: other } }))
        .statusCode,
    ).toBe(404);
    expect((await ctx.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const ocr = await api(ctx.t, 'curpOcr', { fileId }, owner);
    expect(ocr.passed).toBe(true);
  });
});
