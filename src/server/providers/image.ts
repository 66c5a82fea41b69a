/**
 * Reads an uploaded image by its bytes, never its name or header (docs/architecture.md §6): sharp decodes it,
 * the format must be a photo format, and it is re-encoded to JPEG, which drops EXIF (location,
 * device) and anything hidden after the image data.
 */
import sharp from 'sharp';
import { carriesMarkup, MAX_INPUT_PIXELS } from './image-guard';

export interface DecodedImage {
  readonly jpeg: Buffer;
  readonly width: number;
  readonly height: number;
}

const PHOTO_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'heif']);

/** The re-encoded photo, or null when the bytes are not a decodable photo of at least the size. */
export async function decodePhoto(
  data: Buffer,
  min: { width: number; height: number },
): Promise<DecodedImage | null> {
  if (carriesMarkup(data)) return null;
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;
  try {
    const meta = await sharp(data, options).metadata();
    if (!meta.format || !PHOTO_FORMATS.has(meta.format)) return null;
    const { data: jpeg, info } = await sharp(data, options)
      .rotate()
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    const [w, h] = [Math.max(info.width, info.height), Math.min(info.width, info.height)];
    if (w < Math.max(min.width, min.height) || h < Math.min(min.width, min.height)) return null;
    return { jpeg, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/**
 * Pixels an upload kept for people to read (feedback images, repayment proofs) may have: a phone
 * photo (48 MP sensors save 12 MP by default; 24 MP leaves room). A 49-megapixel PNG of 140 KB
 * cost 0.4 s of CPU and a gigabyte of memory to decode; past this it is refused before decoding.
 */
export const MAX_PHOTO_PIXELS = 24_000_000;

export type ReencodedPhoto =
  | { readonly ok: true; readonly data: Buffer; readonly format: 'jpeg' | 'png' }
  | { readonly ok: false; readonly reason: 'invalid' | 'tooLarge' };

/**
 * Decodes a photo and encodes it again, so nothing the phone put in it is kept: no EXIF (GPS,
 * device), no comment, nothing after the image data. A PNG (a screenshot of a payment SMS) stays
 * a lossless PNG; the rest become JPEG, turned upright first as their EXIF said.
 */
export async function reencodePhoto(data: Buffer): Promise<ReencodedPhoto> {
  if (carriesMarkup(data)) return { ok: false, reason: 'invalid' };
  const options = { failOn: 'error', limitInputPixels: MAX_PHOTO_PIXELS } as const;
  try {
    const meta = await sharp(data, { failOn: 'error', limitInputPixels: false }).metadata();
    if (!meta.format || !PHOTO_FORMATS.has(meta.format) || !meta.width || !meta.height)
      return { ok: false, reason: 'invalid' };
    if (meta.width * meta.height > MAX_PHOTO_PIXELS) return { ok: false, reason: 'tooLarge' };
    const image = sharp(data, options).rotate();
    if (meta.format === 'png')
      return { ok: true, format: 'png', data: await image.png({ compressionLevel: 9 }).toBuffer() };
    return { ok: true, format: 'jpeg', data: await image.jpeg({ quality: 85 }).toBuffer() };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
