/**
 * The size a photo is downscaled to before upload: the longest side at most `max` pixels, the
 * aspect ratio kept, never enlarged. A 12-megapixel ID photo becomes about 0.3 MB, which matters
 * on prepaid data bundles and slow uplinks.
 */
export const MAX_SIDE = 1600;
export const JPEG_QUALITY = 0.85;

export function fitWithin(
  width: number,
  height: number,
  max = MAX_SIDE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max || longest <= 0) return { width, height };
  const scale = max / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
