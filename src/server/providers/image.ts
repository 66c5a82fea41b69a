/**
 * Reads an uploaded image by its bytes, never its name or header (DESIGN §6): sharp decodes it,
 * the format must be a photo format, and it is re-encoded to JPEG, which drops EXIF (location,
 * device) and anything hidden after the image data.
 */
import sharp from 'sharp';

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
  try {
    const meta = await sharp(data, { failOn: 'error', limitInputPixels: 50_000_000 }).metadata();
    if (!meta.format || !PHOTO_FORMATS.has(meta.format)) return null;
    const { data: jpeg, info } = await sharp(data, { failOn: 'error' })
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
