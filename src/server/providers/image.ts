/**
 * Reads an uploaded image by its bytes, never its name or header (docs/architecture.md §6): the
 * guard (image-guard.ts) lets it through, sharp decodes it, and it is encoded again, which drops
 * EXIF (location, device) and anything hidden after the image data.
 */
import {
  DECODE_OPTIONS,
  guardImage,
  loadSharp,
  MAX_IMAGE_PIXELS,
  type ImageRefusal,
} from './image-guard';

/** The pixels any upload may have; kept under this name for the tests and callers that read it. */
export const MAX_PHOTO_PIXELS = MAX_IMAGE_PIXELS;

export type DecodedImage =
  | { readonly ok: true; readonly jpeg: Buffer; readonly width: number; readonly height: number }
  | { readonly ok: false; readonly reason: ImageRefusal };

/** The photo as JPEG, or why not: refused by the guard, undecodable, or smaller than `min`. */
export async function decodePhoto(
  data: Buffer,
  min: { width: number; height: number },
): Promise<DecodedImage> {
  const guarded = await guardImage(data);
  if (!guarded.ok) return guarded;
  const sharp = await loadSharp();
  try {
    const { data: jpeg, info } = await sharp(data, DECODE_OPTIONS)
      .rotate()
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    const [w, h] = [Math.max(info.width, info.height), Math.min(info.width, info.height)];
    if (w < Math.max(min.width, min.height) || h < Math.min(min.width, min.height))
      return { ok: false, reason: 'invalid' };
    return { ok: true, jpeg, width: info.width, height: info.height };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}

export type ReencodedPhoto =
  | { readonly ok: true; readonly data: Buffer; readonly format: 'jpeg' | 'png' }
  | { readonly ok: false; readonly reason: ImageRefusal };

/**
 * Decodes a photo and encodes it again, so nothing the phone put in it is kept: no EXIF (GPS,
 * device), no comment, nothing after the image data. A PNG (a screenshot of a payment SMS) stays
 * a lossless PNG; the rest become JPEG, turned upright first as their EXIF said.
 */
export async function reencodePhoto(data: Buffer): Promise<ReencodedPhoto> {
  const guarded = await guardImage(data);
  if (!guarded.ok) return guarded;
  const sharp = await loadSharp();
  try {
    const image = sharp(data, DECODE_OPTIONS).rotate();
    if (guarded.format === 'png')
      return { ok: true, format: 'png', data: await image.png({ compressionLevel: 9 }).toBuffer() };
    return { ok: true, format: 'jpeg', data: await image.jpeg({ quality: 85 }).toBuffer() };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
