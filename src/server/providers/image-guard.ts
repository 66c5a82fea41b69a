/**
 * The one gate every uploaded image passes before anything decodes it (ID sides, the face, feedback
 * images, repayment proofs): the same byte and pixel limits and the same refusals on every path.
 * It reads the header only: a 49-megapixel PNG of 140 KB cost 0.4 s of CPU and a gigabyte of
 * memory to decode, so the pixel count is refused before any pixel is.
 */
import type { Sharp, SharpOptions } from 'sharp';

let loading: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined;
/**
 * sharp, loaded at the first upload: libvips is some 10 MB of a server's memory and a share of its
 * start, and most servers' hours see no photo.
 */
export const loadSharp = () => (loading ??= import('sharp').then((module) => module.default));

/** Bytes an upload may have (also the multipart limit of every upload route). */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/**
 * Pixels an upload may have: a phone photo (48 MP sensors save 12 MP by default; 24 MP leaves
 * room), far below a decompression bomb.
 */
export const MAX_IMAGE_PIXELS = 24_000_000;

/** What sharp is told on every decode of an upload: never more pixels than the guard let pass. */
export const DECODE_OPTIONS = { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS } as const;

const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'heif'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export type ImageRefusal = 'invalid' | 'tooLarge';

export type GuardedImage =
  | {
      readonly ok: true;
      readonly format: PhotoFormat;
      readonly width: number;
      readonly height: number;
    }
  | { readonly ok: false; readonly reason: ImageRefusal };

/**
 * What makes an upload more than a photo: markup or script anywhere in its bytes, as in an SVG or
 * a polyglot that is a valid JPEG and a valid page at once. A photo has no reason to carry them,
 * and a browser that ever sniffed the file would run them.
 */
const MARKUP = /<(?:script|svg|html|body|iframe|object|embed|\?php|\?xml)\b|javascript:/i;

/** True when the bytes carry markup or a script URL anywhere. */
export function carriesMarkup(data: Buffer): boolean {
  return MARKUP.test(data.toString('latin1'));
}

const isPhotoFormat = (format: string | undefined): format is PhotoFormat =>
  (PHOTO_FORMATS as readonly (string | undefined)[]).includes(format);

/** Whether an upload may be decoded: a photo format, within the bytes and pixels, no markup. */
export async function guardImage(data: Buffer): Promise<GuardedImage> {
  if (data.length > MAX_IMAGE_BYTES) return { ok: false, reason: 'tooLarge' };
  if (carriesMarkup(data)) return { ok: false, reason: 'invalid' };
  try {
    // The header alone: no limit here, the count is compared below and nothing is decoded.
    const sharp = await loadSharp();
    const meta = await sharp(data, { failOn: 'error', limitInputPixels: false }).metadata();
    if (!isPhotoFormat(meta.format) || !meta.width || !meta.height)
      return { ok: false, reason: 'invalid' };
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) return { ok: false, reason: 'tooLarge' };
    return { ok: true, format: meta.format, width: meta.width, height: meta.height };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
