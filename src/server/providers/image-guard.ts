/**
 * What makes an upload more than a photo (issue: uploads suite): markup or script anywhere in its
 * bytes, as in an SVG or a polyglot that is a valid JPEG and a valid page at once. A photo has no
 * reason to carry them, and a browser that ever sniffed the file would run them.
 */
const MARKUP = /<(?:script|svg|html|body|iframe|object|embed|\?php|\?xml)\b|javascript:/i;

/** True when the bytes carry markup or a script URL anywhere. */
export function carriesMarkup(data: Buffer): boolean {
  return MARKUP.test(data.toString('latin1'));
}

/** Pixels a decoded upload may have: far above any phone camera, far below a decompression bomb. */
export const MAX_INPUT_PIXELS = 50_000_000;
