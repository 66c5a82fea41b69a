/**
 * Reads an uploaded image by its bytes, never its name or header (DESIGN §6): sharp decodes it,
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
 * True when the bytes are one whole photo (JPEG, PNG, WebP or HEIF) that decodes within the pixel
 * limit and carries no markup: for files kept as sent (feedback receipts, repayment proofs).
 */
export async function isWholePhoto(data: Buffer): Promise<boolean> {
  if (carriesMarkup(data)) return false;
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;
  try {
    const meta = await sharp(data, options).metadata();
    if (!meta.format || !PHOTO_FORMATS.has(meta.format)) return false;
    await sharp(data, options).resize(32).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}
